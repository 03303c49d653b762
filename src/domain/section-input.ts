import { z } from 'zod'
import './zod-german.ts'
import { parseStars } from './blogs.ts'
import { commentProblem } from './comments.ts'
import { parseId } from './ids.ts'
import { pollOptionLines, pollProblem } from './polls.ts'

// decision 042: the sections' writes (decision 036) as zod schemas, shared by the forms and the
// GraphQL mutations. The messages are the sections' own (comments.ts, polls.ts, blogs.ts), so a
// form refused before the schemas came says the same now. A use case parses after its policies:
// who may not write at all learns that first, as the forms always answered.

/** A field as text: a form sends text, an app may send a number; absent reads as ''. */
export const formText = z.preprocess(
  (value) => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : ''),
  z.string(),
)

/** Text checked by one of the sections' problem functions (the message is the function's). */
function checkedText(problem: (value: string) => string | null) {
  return formText.superRefine((value, ctx) => {
    const message = problem(value)
    if (message) ctx.addIssue({ code: 'custom', message })
  })
}

/** A comment under a blog article or a vehicle test. */
export const CommentInput = z.object({
  text: checkedText(commentProblem).transform((value) => value.trim()),
})

/** Deleting a comment: someone else's needs a reason (checked by the use case, which knows whose). */
export const DeleteCommentInput = z.object({
  commentId: formText.transform(parseId).pipe(z.number({ error: 'Dieser Kommentar fehlt.' })),
  reason: formText,
})

/** One to five stars for a blog article. */
export const RateInput = z.object({
  stars: formText.transform(parseStars).pipe(z.number({ error: 'Bitte wähle 1 bis 5 Sterne.' })),
})

/** A poll added to a thread: the question, the answers one per line (an app: a list), the days. */
export const AddPollInput = z
  .object({
    question: formText.transform((value) => value.trim()),
    options: z.preprocess(
      (value) => (Array.isArray(value) ? value.join('\n') : value),
      formText.transform(pollOptionLines),
    ),
    days: formText.transform((value) => Number(value) || 0),
  })
  .superRefine((poll, ctx) => {
    const problem = pollProblem(poll.question, poll.options)
    if (!problem && poll.question !== '') return
    const message = problem ?? 'Bitte gib eine Frage an.'
    const field = poll.question === '' || problem?.includes('Frage') ? 'question' : 'options'
    ctx.addIssue({ code: 'custom', message, path: [field] })
  })

/** A vote in a thread's poll; the option may be missing (the use case says which to choose). */
export const VoteInput = z.object({
  threadId: formText.transform(parseId).pipe(z.number({ error: 'Diese Umfrage gibt es nicht.' })),
  optionId: formText.transform(parseId),
})
