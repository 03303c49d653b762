import { type Kysely, sql } from 'kysely'

// Cooked posts (docs/decisions/043-cooked-posts.md): a post keeps its text as HTML, made by the
// markup renderer when it is written or edited, so reading a thread parses no markup. Posts
// written before (and every post after the renderer's version changes) have none until the
// cooking job makes it; until then the page renders them from the text, as before.

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE posts ADD COLUMN cooked_html text, ADD COLUMN cooked_version smallint`.execute(db)
  // the cooking job's worklist: only the posts without HTML, however large the table
  await sql`CREATE INDEX posts_uncooked ON posts (id) WHERE cooked_version IS NULL`.execute(db)
  // kept HTML never outlives its text: a statement that changes the text without bringing new HTML
  // (a tool, a future code path) leaves the post uncooked, and the page renders the new text
  await sql`
    CREATE FUNCTION posts_uncook_changed_text() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF NEW.text IS DISTINCT FROM OLD.text AND NEW.cooked_html IS NOT DISTINCT FROM OLD.cooked_html THEN
        NEW.cooked_html := NULL;
        NEW.cooked_version := NULL;
      END IF;
      RETURN NEW;
    END $$`.execute(db)
  await sql`
    CREATE TRIGGER posts_uncook_changed_text BEFORE UPDATE OF text ON posts
      FOR EACH ROW EXECUTE FUNCTION posts_uncook_changed_text()`.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TRIGGER posts_uncook_changed_text ON posts`.execute(db)
  await sql`DROP FUNCTION posts_uncook_changed_text()`.execute(db)
  await sql`DROP INDEX posts_uncooked`.execute(db)
  await sql`ALTER TABLE posts DROP COLUMN cooked_html, DROP COLUMN cooked_version`.execute(db)
}
