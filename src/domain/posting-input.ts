import { z } from 'zod'
import './zod-german.ts'
import { checkbox, idOrNull, sentText } from './form-fields.ts'

// decision 042: the forum's forms (spec 001 §4 and §7, decisions 024, 025, 028–032) as their actions
// read them through the one form parser. The posting use cases parse and check the values
// themselves, shared with the GraphQL mutations; these schemas only say which fields a form
// sends. Ids may also come from the address, so a missing or broken one reads as null and the
// action answers as its page does (spec 001 §5). Only server code imports this file.

/** The best answer's button (spec 001 §7): an empty postId takes the mark away. */
export const bestAnswerFormSchema = z.object({ threadId: idOrNull, postId: idOrNull })

/** 'Jetzt erstellen' without JavaScript (spec 001 §4). */
export const compressThreadFormSchema = z.object({ threadId: idOrNull })

/** PostJump (spec 000 §2.4, spec 001 §7): rank=thumbsUp gives a thumbs up; give=1 after the login. */
export const postJumpFormSchema = z.object({ postId: sentText, rank: sentText, give: checkbox })

/** The quick reply (spec 001 §7). */
export const quickPostFormSchema = z.object({
  threadId: idOrNull,
  postContent: sentText,
  submissionKey: sentText,
})

/** The full reply (decision 024); intent is open, preview or empty. Files are read by the upload step. */
export const replyFormSchema = z.object({
  threadId: idOrNull,
  intent: sentText,
  text: sentText,
  postContent: sentText,
  submissionKey: sentText,
})

/** A new thread (spec 000 §2.2); the vehicle's ids are optional. Files are read by the upload step. */
export const startThreadFormSchema = z.object({
  boardId: idOrNull,
  title: sentText,
  text: sentText,
  manufacturerId: idOrNull,
  seriesId: idOrNull,
  modelId: idOrNull,
  intent: sentText,
  submissionKey: sentText,
})

export const FOLLOW_TARGETS = ['thread', 'board', 'blog'] as const

/** Following a thread, a board or a blog (decisions 028–031); follow=0 stops following. */
export const followFormSchema = z.object({
  target: z.enum(FOLLOW_TARGETS),
  id: idOrNull.pipe(z.number()),
  follow: sentText.transform((value) => value !== '0'),
  returnTo: sentText,
})

/** 'Als gelesen markieren' (spec 000 §2.1): where to go back to. */
export const markAllReadFormSchema = z.object({ returnTo: sentText })
