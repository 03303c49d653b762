import { builder } from './builder.ts'
import './types/user.ts'
import './types/board.ts'
import './types/platform.ts'
import './types/header.ts'
import './types/feature-switch.ts'
import './types/post.ts'
import './types/thread.ts'
import './types/blog.ts'
import './types/motortest.ts'
import './types/members.ts'
import './types/landing-boards.ts'
import './types/thread-fields.ts'
import './types/board-page.ts'
import './types/start-thread.ts'
import './types/thread-page.ts'

/** The whole schema; each area adds its types in types/. */
export const schema = builder.toSchema({ sortSchema: true })
