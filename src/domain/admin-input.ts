import { z } from 'zod'
import './zod-german.ts'
import { checkbox, idOrNull, sentText } from './form-fields.ts'

// decision 037 and 042: the admin screens' writes, parsed by one schema each for the form and the
// mutation. The use cases in src/services/admin keep the rules and their German sentences; these
// schemas give them typed values. Server side only (decision 018: zod stays out of the browser).

/** Turning a switch off that needs it is confirmed by the form's 'ja' (or an app's true). */
const confirmation = z.preprocess((value) => value === true || value === 'ja', z.boolean())

export const switchInputSchema = z.object({
  key: sentText,
  // the form sends 'true' or 'false'
  enabled: checkbox,
  confirmed: confirmation,
})
export type SwitchInput = z.infer<typeof switchInputSchema>

export const boardCreateInputSchema = z.object({
  name: sentText,
  parentId: idOrNull,
  description: sentText,
})
export type BoardCreateInput = z.infer<typeof boardCreateInputSchema>

/** The position in the board list: digits from the form ('' is 0, as before), a number from an app. */
const position = z.preprocess(
  (value) => (typeof value === 'string' ? Number(value) : value),
  z.number({ error: 'Die Position ist eine ganze Zahl.' }),
)

/** A board's name, position or parent; a field left out stays as it is. */
export const boardChangeInputSchema = z.object({
  id: idOrNull,
  name: z.string().optional(),
  sortOrder: position.optional(),
  // '' in the form: the board stays where it is
  parentId: z.preprocess((value) => (value === '' ? undefined : value), idOrNull.optional()),
  isOpen: z.boolean().optional(),
})
export type BoardChangeInput = z.infer<typeof boardChangeInputSchema>

export const roleGrantInputSchema = z.object({
  userId: idOrNull,
  role: sentText,
  boardId: idOrNull,
})
export type RoleGrantInput = z.infer<typeof roleGrantInputSchema>

export const roleRevokeInputSchema = z.object({ roleId: idOrNull })

export const memberDeleteInputSchema = z.object({ userId: idOrNull, confirmation: sentText })

/** The durations the member screen offers, in days; 0 is a permanent restriction. */
export const RESTRICTION_DAYS = [1, 7, 30, 0] as const

/** The member screen's restriction: a duration it offers and a reason of at least 10 characters. */
export const restrictionFormSchema = z.object({
  userId: idOrNull,
  days: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value),
    z
      .number({ error: 'Bitte wähle die Dauer.' })
      .refine((days) => (RESTRICTION_DAYS as readonly number[]).includes(days), 'Bitte wähle die Dauer.'),
  ),
  reason: sentText.refine(
    (reason) => reason.trim().length >= 10,
    'Bitte begründe die Sperre nachvollziehbar (mindestens 10 Zeichen).',
  ),
})

export const restrictionLiftInputSchema = z.object({ restrictionId: idOrNull })

export const announcementInputSchema = z.object({
  title: sentText,
  text: sentText,
  url: sentText,
  boardId: idOrNull,
  // 'Auch für Besucher'
  forVisitors: checkbox,
})
export type AnnouncementInput = z.infer<typeof announcementInputSchema>

export const announcementEndInputSchema = z.object({ id: idOrNull })
