import { createCaseMoves } from './case-moves.ts'
import { createContext } from './context.ts'
import { createPartyMessages } from './party-messages.ts'
import type { ModerationDeps } from './types.ts'

// The moderation use cases' one object, joined from the three parts: the shared context
// (context.ts), the messages to the parties (party-messages.ts) and the case's moves
// (case-moves.ts). It is a module of its own because the two latter parts build on the context.

/** The whole workflow: the shared context, the messages to the parties, the case's moves. */
export function createWorkflow(deps: ModerationDeps) {
  const context = createContext(deps)
  const messages = createPartyMessages(context)
  return { ...context, ...messages, ...createCaseMoves({ ...context, ...messages }) }
}

export type Workflow = ReturnType<typeof createWorkflow>
