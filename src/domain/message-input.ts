import { z } from 'zod'
import './zod-german.ts'
import {
  MESSAGE_FOLDER_NAME_MAX,
  MESSAGE_RECIPIENTS_MAX,
  MESSAGE_TEXT_MAX,
  MESSAGE_TITLE_MAX,
  parseRecipientNames,
} from './messages.ts'

// The private message form's input (decisions 028–031), server side (zod stays out of the browser bundle,
// decision 018). Messages name each field as the form shows it.

const withoutNul = (value: string) => value.replaceAll('\u0000', '')

export const messageInputSchema = z.object({
  recipients: z
    .string()
    .transform((value) => parseRecipientNames(withoutNul(value)))
    .pipe(
      z
        .array(z.string())
        .min(1, 'Bitte gib mindestens einen Empfänger an.')
        .max(MESSAGE_RECIPIENTS_MAX, `Eine Nachricht geht an höchstens ${MESSAGE_RECIPIENTS_MAX} Empfänger.`),
    ),
  title: z
    .string()
    .transform((value) => withoutNul(value).trim())
    .pipe(
      z
        .string()
        .min(1, 'Bitte gib einen Betreff ein.')
        .max(MESSAGE_TITLE_MAX, `Der Betreff darf höchstens ${MESSAGE_TITLE_MAX} Zeichen lang sein.`),
    ),
  text: z
    .string()
    .transform((value) => withoutNul(value).replace(/\s+$/, ''))
    .pipe(
      z
        .string()
        .refine((value) => value.trim().length > 0, 'Bitte schreib eine Nachricht.')
        .refine(
          (value) => value.length <= MESSAGE_TEXT_MAX,
          `Die Nachricht darf höchstens ${MESSAGE_TEXT_MAX.toLocaleString('de-DE')} Zeichen lang sein.`,
        ),
    ),
  receipt: z.boolean(),
})
export type MessageInput = z.infer<typeof messageInputSchema>

export const folderNameSchema = z
  .string()
  .transform((value) => withoutNul(value).trim())
  .pipe(
    z
      .string()
      .min(1, 'Bitte gib dem Ordner einen Namen.')
      .max(MESSAGE_FOLDER_NAME_MAX, `Ein Ordnername hat höchstens ${MESSAGE_FOLDER_NAME_MAX} Zeichen.`)
      .refine((value) => !/^(posteingang|gesendet)$/i.test(value), 'Diesen Ordner gibt es schon.'),
  )
