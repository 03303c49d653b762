import { z } from 'zod'
import './zod-german.ts'
import {
  parseDay,
  SEARCH_AUTHOR_NAME_MAX_LENGTH,
  SEARCH_MAX_RESULTS,
  SEARCH_RESULTS_PER_PAGE,
  SEARCH_TERM_MAX_LENGTH,
  SEARCH_TEXTS,
} from './search.ts'

// The search's input schema (decision 022), apart from search.ts like moderation-input.ts: the page's
// components import search.ts in the browser, and a zod schema built there costs bundle size and
// zod's eval probe, which the Content-Security-Policy refuses (docs/decisions/018).

/** The GraphQL input and the service's: the same fields, checked the same way. */
export const searchInputSchema = z.object({
  term: z.string().max(SEARCH_TERM_MAX_LENGTH, SEARCH_TEXTS.termTooLong).default(''),
  authorId: z.number().int().positive().nullable().default(null),
  authorName: z.string().max(SEARCH_AUTHOR_NAME_MAX_LENGTH, SEARCH_TEXTS.authorTooLong).default(''),
  boardId: z.number().int().positive().nullable().default(null),
  vehicle: z
    .object({ level: z.enum(['manufacturer', 'series', 'model']), id: z.number().int().positive() })
    .nullable()
    .default(null),
  from: z
    .string()
    .nullable()
    .default(null)
    .refine((value) => value === null || parseDay(value) === value, SEARCH_TEXTS.invalidDate),
  to: z
    .string()
    .nullable()
    .default(null)
    .refine((value) => value === null || parseDay(value) === value, SEARCH_TEXTS.invalidDate),
  scope: z.enum(['threads', 'posts']).default('posts'),
  sort: z.enum(['relevance', 'newest']).nullable().default(null),
  bestAnswerOnly: z.boolean().default(false),
  page: z
    .number()
    .int()
    .min(0)
    .max(SEARCH_MAX_RESULTS / SEARCH_RESULTS_PER_PAGE, SEARCH_TEXTS.invalidPage)
    .default(0),
})
