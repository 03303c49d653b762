import { z } from 'zod'
import './zod-german.ts'
import { parseBlogArticle, parseStars } from './blogs.ts'
import { commentProblem } from './comments.ts'
import { checkbox } from './form-fields.ts'
import { parseId } from './ids.ts'
import { parseMagazineArticle } from './magazine.ts'
import { parseMotortest } from './motortests.ts'
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

/** A form's list (checkbox group): one value or several; an app sends numbers. */
const formList = z.preprocess(
  (value) => (value === undefined || value === null ? [] : Array.isArray(value) ? value : [value]),
  z.array(formText),
)

/** The blog article form's values as typed (to fill the form again after a refusal). */
export const BlogValuesInput = z.object({
  title: formText,
  body: formText,
  keywords: z.preprocess((value) => (Array.isArray(value) ? value.join(', ') : value), formText),
  boardId: formText,
  commentsEnabled: checkbox,
  ratingEnabled: checkbox,
  quotesEnabled: checkbox,
  coauthorIds: formList,
})

/** A blog article as written (spec 000 §4): the values checked by `parseBlogArticle`, its messages. */
export const BlogArticleInput = BlogValuesInput.transform((values, ctx) => {
  const parsed = parseBlogArticle(values)
  if (parsed.ok) return parsed.article
  for (const [field, message] of Object.entries(parsed.errors))
    ctx.addIssue({ code: 'custom', message, path: [field] })
  return z.NEVER
})

/** The vehicle test form's values as typed; an app sends the pros and cons as lists. */
export const MotortestValuesInput = z.object({
  title: formText,
  vehicleId: formText,
  rating: formText,
  body: formText,
  pros: z.preprocess((value) => (Array.isArray(value) ? value.join('\n') : value), formText),
  cons: z.preprocess((value) => (Array.isArray(value) ? value.join('\n') : value), formText),
  powerPs: formText,
  mileage: formText,
  fuel: formText,
  commentsEnabled: checkbox,
})

/** A vehicle test as written, checked by `parseMotortest`; an edited test keeps its vehicle. */
export function motortestInput(needsVehicle: boolean) {
  return MotortestValuesInput.transform((values, ctx) => {
    const parsed = parseMotortest(values, needsVehicle)
    if (parsed.ok) return parsed.test
    for (const [field, message] of Object.entries(parsed.errors))
      ctx.addIssue({ code: 'custom', message, path: [field] })
    return z.NEVER
  })
}

/** The magazine form's values as typed (decision 036); an app may send the forum as a number. */
export const MagazineValuesInput = z.object({
  kind: formText,
  title: formText,
  teaser: formText,
  body: formText,
  pictureUrl: formText,
  video: formText,
  boardId: formText,
  publishAt: formText,
})

/**
 * A magazine article as the staff write it, checked by `parseMagazineArticle` (its limits and
 * messages); no publication time is `now`.
 */
export function magazineArticleInput(now: Date) {
  return MagazineValuesInput.transform((values, ctx) => {
    const parsed = parseMagazineArticle(values, now)
    if (parsed.ok) return parsed.article
    for (const [field, message] of Object.entries(parsed.errors))
      ctx.addIssue({ code: 'custom', message, path: [field] })
    return z.NEVER
  })
}
