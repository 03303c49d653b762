import { findBoardFaqs, findFaq, findFaqBoard } from '#db/faq.ts'
import type { SectionsContext } from './context.ts'

// decision 036: the boards' FAQ articles (the board sidebar's 'FAQ' teasers and 'Alle Beiträge').

export async function boardFaqs(ctx: SectionsContext, boardId: number) {
  const board = await findFaqBoard(ctx.db, boardId)
  if (!board) return null
  return { board, faqs: await findBoardFaqs(ctx.db, boardId) }
}

export async function readFaq(ctx: SectionsContext, id: number) {
  const faq = await findFaq(ctx.db, id)
  if (!faq) return null
  const result = await boardFaqs(ctx, faq.board_id)
  if (!result) return null
  return { faq, board: result.board, others: result.faqs.filter((item) => item.id !== id) }
}
