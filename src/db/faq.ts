import type { DB } from './database.ts'
import { nearStatic } from './near-static.ts'

// decision 036: the boards' FAQ articles (faq_teasers with their text since migration 0025).

/** A board's FAQ articles in their order. */
export function findBoardFaqs(db: DB, boardId: number) {
  return db
    .selectFrom('faq_teasers')
    .select(['id', 'title', 'slug', 'body', 'created_at'])
    .where('board_id', '=', boardId)
    .orderBy('sort_order')
    .orderBy('id')
    .execute()
}

export function findFaq(db: DB, id: number) {
  return db
    .selectFrom('faq_teasers')
    .select(['id', 'board_id', 'author_id', 'title', 'slug', 'body', 'created_at'])
    .where('id', '=', id)
    .executeTakeFirst()
}

/** The board a FAQ list belongs to. */
/** A board by id, from the boards kept in the process (decision 034). */
export async function findFaqBoard(db: DB, boardId: number) {
  return (await nearStatic(db).boards()).byId.get(boardId)
}
