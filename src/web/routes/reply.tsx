import { data, Link, redirect, type ShouldRevalidateFunctionArgs } from 'react-router'
import { parseId } from '#domain/ids.ts'
import { POST_TEXT_MAX_LENGTH } from '#domain/limits.ts'
import { quoteMarkup } from '#domain/markup.ts'
import { replyFormSchema } from '#domain/posting-input.ts'
import { replyDraftContext, replyPath } from '#domain/reply.ts'
import { pageAddress } from '../canonical.ts'
import type { AppContext } from '../context.ts'
import { appContext } from '../context.ts'
import { fail, reasonOf } from '../errors.ts'
import { formAttachments } from '../features/attachments/form-attachments.ts'
import { type UploadError, type UploadItem, uploadIdsOf } from '../features/attachments/uploads.ts'
import { DRAFT_ACTION } from '../features/editor/drafts.tsx'
import styles from '../features/reply/ReplyForm.module.css'
import { ReplyForm, type ReplyView } from '../features/reply/ReplyForm.tsx'
import { checkedForm, parseFields } from '../form-parser.ts'
import { accountMeta, loginPath, NO_STORE } from '../forms.ts'
import { useRootData } from '../root.tsx'
import { Breadcrumbs } from '../ui/Breadcrumbs.tsx'
import type { Route } from './+types/reply.ts'

// The full reply (decision 024): /forum/aktion/Reply.html?threadId=N[&quotePostId=M]. GET shows the
// editor for a thread the member may answer, with the quoted post when the member may quote it
// (never a hidden post's text); visitors go through login and back. POST sends the reply
// through the posting service with the editor's limit (20,000 characters, the quick reply keeps
// spec 001 §5's 2,000), 303 to the new post; intent=open takes the quick reply's text into the
// editor ('Erweiterter Editor') and intent=preview shows the preview without JavaScript, both
// saving nothing. A refused reply comes back with the text and the message.

/** Closed thread, or one seen only as its starter: what a POST there answers (with the text kept). */
const NOT_WRITABLE = 'Dieses Thema ist geschlossen. Antworten sind nicht mehr möglich.'

/**
 * Requests whose action already answered with the form: React Router runs the loader after the
 * action on a document POST, and its refusal of a closed thread (the error page) must not
 * replace the form that keeps what the member wrote.
 */
const answeredByAction = new WeakSet<AppContext>()

/** The address's threadId, else the form's. */
function threadIdOf(request: Request, sent: number | null = null): number {
  const id = parseId(new URL(request.url).searchParams.get('threadId')) ?? sent
  if (id === null) fail('InvalidThreadId')
  return id
}

interface ViewOptions {
  /** GET: the post to quote, and whether to restore the saved draft. */
  quotePostId?: number | null
  restore?: boolean
  /** POST: what the member sent, and why it came back. */
  sent?: {
    text: string
    textError?: string | null
    formError?: string | null
    preview?: boolean
    /** decision 025: the uploads the form carries, and the files the server refused. */
    uploads?: UploadItem[]
    uploadErrors?: UploadError[]
    attachmentsError?: string | null
  }
}

async function replyView(
  app: AppContext,
  threadId: number,
  options: ViewOptions,
): Promise<{ view: ReplyView; writable: boolean }> {
  let result: Awaited<ReturnType<typeof app.query<'ReplyFormData'>>>
  try {
    result = await app.query('ReplyFormData', {
      threadId,
      quotePostId: options.quotePostId ?? 0,
      draftContext: replyDraftContext(threadId),
    })
  } catch (error) {
    // the thread page's refusals (spec 001 §8): deleted and hidden 410, members-only 410
    const reason = reasonOf(error)
    if (reason === 'Deleted' || reason === 'HiddenLoggedOut') fail(reason)
    throw error
  }
  const thread = result.threads.byId
  if (!thread) fail('ThreadNotFound')
  const draft = result.user.draft
  const quote = thread.quotablePost
  const restore = options.restore === true && draft !== null
  const start = restore
    ? draft.text
    : quote
      ? quoteMarkup(quote.author?.displayName ?? 'Gelöschter Nutzer', quote.text)
      : ''
  return {
    writable: thread.self.isWritable,
    view: {
      thread: { id: thread.id, title: thread.title, path: thread.path, breadcrumbs: thread.breadcrumbs },
      text: options.sent?.text ?? start,
      textError: options.sent?.textError ?? null,
      formError: options.sent?.formError ?? null,
      quoteRefused: !options.sent && !restore && (options.quotePostId ?? null) !== null && !quote,
      // offered on a fresh form; a restored one or one coming back from a POST has its text
      draft: draft && !restore && !options.sent ? { updatedAt: draft.updatedAt } : null,
      csrf: app.session?.csrfToken ?? '',
      submissionKey: crypto.randomUUID(),
      preview: options.sent?.preview ?? false,
      uploads: options.sent?.uploads ?? [],
      uploadErrors: options.sent?.uploadErrors ?? [],
      attachmentsError: options.sent?.attachmentsError ?? null,
    },
  }
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const app = context.get(appContext)
  if (answeredByAction.has(app)) return null
  const params = new URL(request.url).searchParams
  const threadId = threadIdOf(request)
  if (!app.viewer) throw redirect(loginPath(pageAddress(request)))
  const { view, writable } = await replyView(app, threadId, {
    quotePostId: parseId(params.get('quotePostId')),
    restore: params.get('entwurf') === '1',
  })
  // closed, or seen only as its starter: the quick reply's refusal (spec 001 §4)
  if (!writable) fail('PermissionDenied')
  return data(view, { headers: NO_STORE })
}

export async function action({ request, context }: Route.ActionArgs) {
  const app = context.get(appContext)
  const checked = await checkedForm(request, app)
  const { form } = checked
  const parsed = parseFields(form, replyFormSchema)
  if (!parsed.ok) fail('InvalidThreadId')
  const threadId = threadIdOf(request, parsed.values.threadId)
  if (!app.viewer) throw redirect(loginPath(replyPath(threadId)), 303)
  const { intent, postContent, text } = parsed.values
  // the quick reply's field is postContent (spec 001 §7), the editor's text
  const sent = intent === 'open' ? postContent || text : text
  const viewer = { userId: app.viewer.userId, roleRelations: app.viewer.roleRelations }
  // decision 025: the uploads the form carries (hidden uploadId fields), listed again on every answer
  let uploadIds = uploadIdsOf(form)
  const answer = async (status: number, details: NonNullable<ViewOptions['sent']>, headers = {}) => {
    const uploads = await app.services.uploads.listOwn(viewer, uploadIds)
    const { view, writable } = await replyView(app, threadId, { sent: { uploads, ...details } })
    answeredByAction.add(app)
    // nothing the member typed is lost, also where no reply can go any more
    if (!writable && status < 400)
      return data({ ...view, formError: NOT_WRITABLE }, { status: 403, headers: NO_STORE })
    return data(view, { status, headers: { ...NO_STORE, ...headers } })
  }

  if (!checked.ok) return answer(checked.refusal.status, { text: sent, formError: checked.refusal.message })
  if (intent === 'open') return answer(200, { text: sent })
  // without JavaScript 'Entfernen' sends the form, and chosen files come with it
  const attachments = await formAttachments(app.services.uploads, viewer, form)
  uploadIds = attachments.uploadIds
  if (attachments.step === 'removed') return answer(200, { text: sent })
  if (attachments.step === 'refused')
    return answer(attachments.status, { text: sent, uploadErrors: attachments.uploadErrors })
  if (intent === 'preview') return answer(200, { text: sent, preview: true })

  const result = await app.services.posting.createReply(
    viewer,
    {
      threadId,
      text: sent,
      submissionKey: parsed.values.submissionKey || crypto.randomUUID(),
      uploadIds,
    },
    { maxLength: POST_TEXT_MAX_LENGTH },
  )
  if (result.ok) throw redirect(result.path, 303)
  if (result.status === 404 || result.status === 410) fail(result.reason ?? 'ThreadNotFound')
  // docs/security.md: flood control tells clients when to try again
  const retry: Record<string, string> = result.retryAfterSeconds
    ? { 'Retry-After': String(result.retryAfterSeconds) }
    : {}
  return answer(
    result.status,
    result.field === 'attachments'
      ? { text: sent, attachmentsError: result.message }
      : result.status === 400
        ? { text: sent, textError: result.message }
        : { text: sent, formError: result.message },
    retry,
  )
}

/** As without this export (the parent's headers), plus a refused write's Retry-After (docs/security.md). */
export function headers({ actionHeaders, parentHeaders }: Route.HeadersArgs) {
  const merged = new Headers(parentHeaders)
  const retry = actionHeaders.get('Retry-After')
  if (retry) merged.set('Retry-After', retry)
  return merged
}

/**
 * The autosave (every 10 s) is no reason to read the form's data again: the new loader data would
 * start the editor afresh under the member's fingers and offer the draft just saved.
 */
export function shouldRevalidate({ formAction, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formAction === DRAFT_ACTION ? false : defaultShouldRevalidate
}

export function meta({ matches }: Route.MetaArgs) {
  return accountMeta('Antwort schreiben', matches)
}

export default function Reply({ loaderData, actionData }: Route.ComponentProps) {
  const { now } = useRootData()
  const view = actionData ?? loaderData
  if (!view) return null
  const { thread } = view
  return (
    <div className={styles.page}>
      <Breadcrumbs
        items={[
          ...thread.breadcrumbs,
          { name: thread.title, path: thread.path },
          { name: 'Antwort schreiben', path: replyPath(thread.id) },
        ]}
      />
      <h1>Antwort schreiben</h1>
      <p className={styles.context}>
        {'Im Thema '}
        <Link to={thread.path}>{thread.title}</Link>
      </p>
      <ReplyForm view={view} now={now} />
    </div>
  )
}
