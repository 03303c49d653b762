import { findNewBoards } from '#db/boards.ts'
import { HOME_NEW_BOARDS } from '#domain/limits.ts'
import { builder } from '../builder.ts'
import { BoardRef, BoardsQueryRef } from './board.ts'
import { listLimit } from './list-limit.ts'

// spec 000 §7 LandingPageData: boards.newBoards, the forums opened most recently.
builder.objectField(BoardsQueryRef, 'newBoards', (t) =>
  t.field({
    type: [BoardRef],
    description: 'The most recently opened forums, newest first.',
    args: { limit: t.arg.int({ required: false }) },
    resolve: async (_parent, args, ctx) => {
      const boards = await findNewBoards(ctx.db, listLimit(args.limit, HOME_NEW_BOARDS))
      for (const board of boards) ctx.loaders.board.prime(board.id, board)
      return boards
    },
  }),
)
