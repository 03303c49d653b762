import type { DB } from './database.ts'

// The messages of one case to one of its parties (issue 12, /cockpit/meldungen/:noticeId): the
// full texts a party received, oldest first, and never another recipient's.

export function findCaseMessagesFor(db: DB, userId: number, noticeId: number) {
  return db
    .selectFrom('moderation_messages')
    .select([
      'id',
      'party_role',
      'notice_type',
      'status',
      'subject',
      'body',
      'automated',
      'complaint_until',
      'created_at',
    ])
    .where('recipient_id', '=', userId)
    .where('notice_id', '=', noticeId)
    .orderBy('created_at')
    .orderBy('id')
    .limit(100)
    .execute()
}
