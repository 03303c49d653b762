import { randomBytes } from 'node:crypto'
import type { DB } from '#db/database.ts'
import type { Viewer } from '#domain/permissions.ts'
import { hashPassword } from '#services/passwords.ts'

// A test builds the members it needs (DESIGN.md, tests): an active, confirmed member with a name
// of its own, optionally a moderator of the whole forum or with a password to log in with, as a
// Viewer the use cases take.

export interface TestMember extends Viewer {
  name: string
  email: string
}

export async function createMember(
  db: DB,
  options: { prefix?: string; role?: 'moderator' | 'admin'; password?: string } = {},
): Promise<TestMember> {
  const name = `${options.prefix ?? 'm'}-${randomBytes(4).toString('hex')}`
  const email = `${name}@example.de`
  const row = await db
    .insertInto('users')
    .values({
      username: name,
      slug: name,
      display_name: name,
      email,
      status: 'active',
      registered_at: new Date('2020-01-01T00:00:00Z'),
      ...(options.password
        ? {
            password_hash: await hashPassword(options.password),
            email_verified_at: new Date('2020-01-01T00:00:00Z'),
          }
        : {}),
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  if (options.role) {
    await db
      .insertInto('user_roles')
      .values({ user_id: row.id, role: options.role, board_id: null })
      .execute()
  }
  return {
    userId: row.id,
    name,
    email,
    roleRelations: options.role ? [{ userRole: options.role, relatedBoards: [] }] : [],
  }
}
