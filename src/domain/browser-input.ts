import { z } from 'zod'
import './zod-german.ts'
import { sentText as typed } from './form-fields.ts'

// decision 042: the fields of the browser's own steps — the editor's autosave (spec 000 §4), the
// upload step of a form (decision 025) and this browser's push subscription (decisions 028–031).
// They are read by the one form parser like every form; the checks stay with their routes and
// use cases.

/** A draft: which form (`context`), its texts and its other fields as JSON (`data`), or `intent=discard`. */
export const DraftInput = z.object({
  context: typed,
  intent: typed,
  returnTo: typed,
  title: typed,
  text: typed,
  data: typed,
})

/** `intent=remove` with `uploadId` takes back an unused upload; the files come as `files`. */
export const UploadStepInput = z.object({ intent: typed, uploadId: typed })

/** A PushManager subscription (endpoint and keys), or `intent=unsubscribe`. */
export const PushSubscriptionInput = z.object({
  intent: typed,
  endpoint: typed,
  p256dh: typed,
  auth: typed,
})
