import { builder } from './builder.ts'
import './types/user.ts'
import './types/board.ts'
import './types/platform.ts'
import './types/header.ts'

/** The whole schema; each area adds its types in types/. */
export const schema = builder.toSchema({ sortSchema: true })
