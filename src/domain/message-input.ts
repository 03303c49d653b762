import { z } from 'zod'
import './zod-german.ts'
import { checkbox, idOrNull, sentText } from './form-fields.ts'
import {
  type FolderKey,
  MESSAGE_FOLDER_NAME_MAX,
  MESSAGE_RECIPIENTS_MAX,
  MESSAGE_TEXT_MAX,
  MESSAGE_TITLE_MAX,
  parseFolderKey,
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

// decision 042: the message pages' forms, read by the one form parser. The use cases keep their
// rules and sentences; these give them typed values: a text as typed ('' when absent), a folder or
// message that is not a valid key as null (the use case's "gibt es nicht", 404, as before).

const folderKey = z.preprocess(
  (value) => (typeof value === 'string' || value === undefined ? parseFolderKey(value) : null),
  z.custom<FolderKey | null>(),
)

/** The folder forms below the message list: create, rename, remove. */
export const folderFormSchema = z.object({
  intent: sentText,
  name: sentText,
  folder: folderKey,
  newName: sentText,
})

/** A new message (create page): the fields as typed; `messageInputSchema` checks them in the use case. */
export const messageFormSchema = z.object({
  recipients: sentText,
  title: sentText,
  text: sentText,
  receipt: checkbox,
})

/** The conversation page's forms: the reply, and a message deleted, filed or withdrawn. */
export const conversationFormSchema = z.object({
  intent: sentText,
  text: sentText,
  receipt: checkbox,
  message: idOrNull,
  copy: idOrNull,
  folder: sentText,
})

/** The ignore list's forms: a member added by name, or by id from a profile's button; removed by id. */
export const ignoreFormSchema = z.object({
  intent: sentText,
  name: sentText,
  userId: idOrNull,
  back: sentText,
})
