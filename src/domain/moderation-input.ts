import { z } from 'zod'
import './zod-german.ts'
import { checkbox, idOrNull, sentText } from './form-fields.ts'
import { REQUIRED } from './form-texts.ts'
import {
  COMPLAINT_TEXT_MAX,
  COMPLAINT_TEXT_MIN,
  CONTENT_ITEM_TYPES,
  isLegalCategory,
  MEASURE_VISIBILITIES,
  NOTICE_EXPLANATION_MAX,
  NOTICE_EXPLANATION_MIN_LEGAL,
  NOTICE_LOCATION_MAX,
  NOTICE_NAME_MAX,
  type NoticeCategory,
  RESTRICTION_CHOICES,
  STATEMENT_FACTS_MAX,
  STATEMENT_GROUND_MAX,
} from './moderation.ts'

// The inputs of reporting and moderation (decision 021), one schema each, shared by the forms, the
// GraphQL mutations and the services. Messages are the German texts the forms show.

const withoutNul = (value: string) => value.replaceAll('\u0000', '')
const text = (max: number, tooLong: string) =>
  z.string().transform(withoutNul).pipe(z.string().trim().max(max, tooLong))

export const noticeInputSchema = z.object({
  contentItemType: z.enum(CONTENT_ITEM_TYPES),
  contentItemId: z.number().int().positive().max(2147483647),
  reasonId: z.string().min(1, 'Bitte wähle einen Grund.').max(60),
  explanation: text(NOTICE_EXPLANATION_MAX, `Höchstens ${NOTICE_EXPLANATION_MAX} Zeichen.`),
  location: text(NOTICE_LOCATION_MAX, `Höchstens ${NOTICE_LOCATION_MAX} Zeichen.`),
  reporterName: text(NOTICE_NAME_MAX, `Höchstens ${NOTICE_NAME_MAX} Zeichen.`),
  reporterEmail: text(254, 'Bitte gib eine gültige E-Mail-Adresse an.').pipe(
    z.email('Bitte gib eine gültige E-Mail-Adresse an.'),
  ),
  goodFaith: z.boolean(),
  /** The reporter saw 'bereits geprüft' and chose 'Beitrag trotzdem melden'. */
  despiteReview: z.boolean().default(false),
})
export type NoticeInput = z.infer<typeof noticeInputSchema>

export type NoticeField =
  | 'reasonId'
  | 'explanation'
  | 'location'
  | 'reporterName'
  | 'reporterEmail'
  | 'goodFaith'

/**
 * What the law asks beyond the form's shape (DSA Art. 16 (2)): a legal notice explains why the
 * content is illegal and names the reporter (except for child sexual abuse material); every
 * notice carries the good-faith statement; 'Sonstiges' and 'Other' need an explanation.
 */
export function noticeRequirements(
  input: Pick<NoticeInput, 'reasonId' | 'explanation' | 'reporterName' | 'goodFaith' | 'location'>,
  category: NoticeCategory,
): Partial<Record<NoticeField, string>> {
  const errors: Partial<Record<NoticeField, string>> = {}
  const legal = isLegalCategory(category)
  if (legal && input.explanation.length < NOTICE_EXPLANATION_MIN_LEGAL) {
    errors.explanation = 'Bitte begründe, warum der Inhalt rechtswidrig ist (mindestens 10 Zeichen).'
  } else if ((input.reasonId === 'Other' || input.reasonId === 'Sonstiges') && input.explanation === '') {
    errors.explanation = REQUIRED
  }
  if (legal && input.reasonId !== 'SexualstraftatenAnKindern' && input.reporterName === '') {
    errors.reporterName = REQUIRED
  }
  if (input.location === '') errors.location = REQUIRED
  if (!input.goodFaith) errors.goodFaith = 'Bitte bestätige, dass Deine Angaben richtig und vollständig sind.'
  return errors
}

export const decisionInputSchema = z.object({
  noticeId: z.number().int().positive().max(2147483647),
  decision: z.enum(['accept', 'reject']),
  visibility: z.enum(MEASURE_VISIBILITIES).default('Hidden'),
  restriction: z
    .enum(RESTRICTION_CHOICES.map((choice) => choice.value) as ['none', '36h', 'custom', 'permanent'])
    .default('none'),
  restrictionUntil: z.string().max(40).default(''),
  facts: text(STATEMENT_FACTS_MAX, `Höchstens ${STATEMENT_FACTS_MAX} Zeichen.`),
  ground: text(STATEMENT_GROUND_MAX, `Höchstens ${STATEMENT_GROUND_MAX} Zeichen.`).default(''),
})
export type DecisionInput = z.infer<typeof decisionInputSchema>

export const complaintInputSchema = z.object({
  noticeId: z.number().int().positive().max(2147483647),
  text: text(COMPLAINT_TEXT_MAX, `Höchstens ${COMPLAINT_TEXT_MAX} Zeichen.`).pipe(
    z.string().min(COMPLAINT_TEXT_MIN, 'Bitte begründe Deine Beschwerde (mindestens 10 Zeichen).'),
  ),
})
export type ComplaintInput = z.infer<typeof complaintInputSchema>

export const complaintDecisionInputSchema = z.object({
  noticeId: z.number().int().positive().max(2147483647),
  outcome: z.enum(['uphold', 'reject']),
  facts: text(STATEMENT_FACTS_MAX, `Höchstens ${STATEMENT_FACTS_MAX} Zeichen.`).pipe(
    z.string().min(1, 'Bitte begründe die Entscheidung.'),
  ),
})
export type ComplaintDecisionInput = z.infer<typeof complaintDecisionInputSchema>

export const POST_ACTIONS = ['hide', 'unhide', 'delete', 'restore'] as const
export const THREAD_ACTIONS = ['close', 'reopen', 'hide', 'unhide', 'delete', 'restore', 'move'] as const

export const contentActionInputSchema = z.discriminatedUnion('target', [
  z.object({
    target: z.literal('post'),
    id: z.number().int().positive().max(2147483647),
    action: z.enum(POST_ACTIONS),
    reason: z.string().max(60).optional(),
    facts: text(STATEMENT_FACTS_MAX, `Höchstens ${STATEMENT_FACTS_MAX} Zeichen.`).default(''),
  }),
  z.object({
    target: z.literal('thread'),
    id: z.number().int().positive().max(2147483647),
    action: z.enum(THREAD_ACTIONS),
    boardId: z.number().int().positive().max(2147483647).optional(),
    reason: z.string().max(60).optional(),
    facts: text(STATEMENT_FACTS_MAX, `Höchstens ${STATEMENT_FACTS_MAX} Zeichen.`).default(''),
  }),
])
export type ContentActionInput = z.infer<typeof contentActionInputSchema>

/** DSA Art. 17 (3): a removal tells its author why: a chosen ground, or the facts written out. */
export const TAKE_DOWN_NEEDS_GROUND =
  'Bitte wähle einen Grund oder beschreibe den Sachverhalt für den Verfasser.'

export const restrictionInputSchema = z.object({
  userId: z.number().int().positive().max(2147483647),
  restriction: z.enum(['36h', 'custom', 'permanent']),
  restrictionUntil: z.string().max(40).default(''),
  facts: text(STATEMENT_FACTS_MAX, `Höchstens ${STATEMENT_FACTS_MAX} Zeichen.`).pipe(
    z.string().min(1, 'Bitte begründe die Sperre.'),
  ),
})
export type RestrictionInput = z.infer<typeof restrictionInputSchema>

/** A warning to a member (terms of use, spec 001 §6: moderators may warn): its facts are required. */
export const warningInputSchema = z.object({
  userId: z.number().int().positive().max(2147483647),
  facts: text(STATEMENT_FACTS_MAX, `Höchstens ${STATEMENT_FACTS_MAX} Zeichen.`).pipe(
    z.string().min(1, 'Bitte begründe die Verwarnung.'),
  ),
})
export type WarningInput = z.infer<typeof warningInputSchema>

// decision 042: the forms as their actions read them; the moderation service parses the values
// with the schemas above, as for the GraphQL mutations.

/** The report form (spec 001 §4); trotzdem=1 after 'Beitrag trotzdem melden'. */
export const reportFormSchema = z.object({
  reasonId: sentText,
  explanation: sentText,
  location: sentText,
  reporterName: sentText,
  reporterEmail: sentText,
  goodFaith: checkbox,
  trotzdem: sentText,
})

/** A party's complaint (decision 021 "Complaints"). */
export const complaintFormSchema = z.object({ text: sentText })

/** The forms of a case page (decision 021 "Moderate"); intent names the form, template a reasoning. */
export const caseFormSchema = z.object({
  intent: sentText,
  template: sentText,
  decision: sentText,
  visibility: sentText,
  restriction: sentText,
  restrictionUntil: sentText,
  facts: sentText,
  ground: sentText,
  outcome: sentText,
  restrictionId: sentText,
})

/** The content's own moderation buttons; action=warn warns the post's author (userId). */
export const contentActionFormSchema = z.object({
  target: sentText,
  id: idOrNull,
  action: sentText,
  /** The target board of 'move': absent when not moving, 0 (unknown) when not a valid id. */
  boardId: sentText.transform((value) => (value === '' ? undefined : (idOrNull.parse(value) ?? 0))),
  reason: sentText,
  facts: sentText,
  userId: idOrNull,
})
export type ContentActionForm = z.output<typeof contentActionFormSchema>
