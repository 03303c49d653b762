import { type Kysely, sql } from 'kysely'

// One's own profile and account (docs/decisions/027): a change of e-mail address is
// confirmed through a link to the NEW address, a mail token of its own purpose. The address the
// token carries (email_tokens.email) is the one the account gets once the link is used.

const BEFORE = ['confirm-email', 'newsletter', 'password-reset', 'withdraw-cancellation']
const AFTER = [...BEFORE, 'change-email']

function purposes(list: readonly string[]) {
  return sql.join(list.map((purpose) => sql.lit(purpose)))
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE email_tokens DROP CONSTRAINT IF EXISTS email_tokens_purpose_check`.execute(db)
  await sql`
    ALTER TABLE email_tokens ADD CONSTRAINT email_tokens_purpose_check CHECK (purpose IN (${purposes(AFTER)}))
  `.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DELETE FROM email_tokens WHERE purpose = 'change-email'`.execute(db)
  await sql`ALTER TABLE email_tokens DROP CONSTRAINT IF EXISTS email_tokens_purpose_check`.execute(db)
  await sql`
    ALTER TABLE email_tokens ADD CONSTRAINT email_tokens_purpose_check CHECK (purpose IN (${purposes(BEFORE)}))
  `.execute(db)
}
