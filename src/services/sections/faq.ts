import { findBoardFaqs, findFaq, findFaqBoard } from '#db/faq.ts'
import type { SectionsContext } from './context.ts'

// decision 036: the boards' FAQ articles (the board sidebar's 'FAQ' teasers and 'Alle Beiträge').

export async function boardFaqs(ctx: SectionsContext, boardId: number) {
  const board = await findFaqBoard(ctx.db, boardId)
  if (!board) return null
  return { board, faqs: await findBoardFaqs(ctx.db, boardId) }
}

/** A FAQ article as its page shows it (decision 042: pages read view types). */
export interface FaqView {
  id: number
  slug: string
  title: string
  body: string
  createdAt: Date
}

export async function readFaq(ctx: SectionsContext, id: number) {
  const row = await findFaq(ctx.db, id)
  if (!row) return null
  const result = await boardFaqs(ctx, row.board_id)
  if (!result) return null
  const faq: FaqView = {
    id: row.id,
    slug: row.slug,
    title: row.title,
    body: row.body,
    createdAt: row.created_at,
  }
  return { faq, board: result.board, others: result.faqs.filter((item) => item.id !== id) }
}
