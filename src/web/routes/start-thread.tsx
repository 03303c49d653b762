import { data, redirect, type ShouldRevalidateFunctionArgs } from 'react-router'
import { withFlashNotice } from '#domain/flash-notices.ts'
import { parseId } from '#domain/ids.ts'
import { DEFAULT_QUESTION_BOARD_ID } from '#domain/limits.ts'
import { startThreadFormSchema } from '#domain/posting-input.ts'
import { pageAddress } from '../canonical.ts'
import type { AppContext } from '../context.ts'
import { appContext } from '../context.ts'
import { fail } from '../errors.ts'
import { formAttachments } from '../features/attachments/form-attachments.ts'
import { type UploadError, type UploadItem, uploadIdsOf } from '../features/attachments/uploads.ts'
import { DRAFT_ACTION } from '../features/editor/drafts.tsx'
import {
  type StartThreadErrors,
  StartThreadForm,
  type StartThreadValues,
  type StartThreadView,
} from '../features/start-thread/StartThreadForm.tsx'
import { checkedForm, parseFields } from '../form-parser.ts'
import { accountMeta, loginPath, NO_STORE } from '../forms.ts'
import { useRootData } from '../root.tsx'
import { Breadcrumbs } from '../ui/Breadcrumbs.tsx'
import type { Route } from './+types/start-thread.ts'

// Starting a thread (spec 000 §2.2): GET shows the form, POST creates and
// redirects to the new thread (POST-redirect-GET); intent=preview shows the form again with the
// preview (decision 024, the editor without JavaScript). A POST without fields (the 'Neues Thema'
// and 'Stell Deine Frage' buttons) shows the form. Coming from the home page the member picks
// the board (default 1065).

/** The form's board, else the address's, else the question board. */
function boardIdOf(request: Request, sent: number | null = null): { boardId: number; chooseBoard: boolean } {
  const boardId =
    sent ?? parseId(new URL(request.url).searchParams.get('boardId')) ?? DEFAULT_QUESTION_BOARD_ID
  return { boardId, chooseBoard: boardId === DEFAULT_QUESTION_BOARD_ID }
}

function numberOrNull(raw: string): number | null {
  return parseId(raw)
}

async function formView(
  app: AppContext,
  request: Request,
  boardId: number,
  chooseBoard: boolean,
  override?: {
    values: StartThreadValues
    errors: StartThreadErrors
    preview?: boolean
    uploads?: UploadItem[]
    uploadErrors?: UploadError[]
  },
): Promise<StartThreadView> {
  const result = await app.query('StartThreadFormData', { boardId })
  const board = result.boards.byId
  if (!board) fail('BoardNotFound')
  // spec 001 §4: closed boards take no new threads (their moderators excepted)
  if (!board.self.isWritable) fail('PermissionDenied')
  const draft = result.user.draft
  const restore = new URL(request.url).searchParams.get('entwurf') === '1'
  let values: StartThreadValues = {
    boardId,
    title: '',
    text: '',
    manufacturerId: null,
    seriesId: null,
    modelId: null,
  }
  if (restore && draft) {
    const saved: unknown = JSON.parse(draft.data)
    const field = (name: string) =>
      typeof saved === 'object' && saved !== null && name in saved
        ? String((saved as Record<string, unknown>)[name] ?? '')
        : ''
    values = {
      boardId: parseId(field('boardId')) ?? boardId,
      title: draft.title,
      text: draft.text,
      manufacturerId: numberOrNull(field('manufacturerId')),
      seriesId: numberOrNull(field('seriesId')),
      modelId: numberOrNull(field('modelId')),
    }
  }
  return {
    board,
    boards: result.boards.selectable,
    chooseBoard,
    manufacturers: result.vehicles.manufacturers,
    draft: draft && !restore && !override ? { updatedAt: draft.updatedAt } : null,
    values: override?.values ?? values,
    errors: override?.errors ?? {},
    preview: override?.preview ?? false,
    csrf: app.session?.csrfToken ?? '',
    submissionKey: crypto.randomUUID(),
    action: `/forum/aktion/StartThread.html?boardId=${chooseBoard ? DEFAULT_QUESTION_BOARD_ID : board.id}`,
    uploads: override?.uploads ?? [],
    uploadErrors: override?.uploadErrors ?? [],
  }
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const app = context.get(appContext)
  if (!app.viewer) throw redirect(loginPath(pageAddress(request)))
  const { boardId, chooseBoard } = boardIdOf(request)
  return data(await formView(app, request, boardId, chooseBoard), { headers: NO_STORE })
}

export async function action({ request, context }: Route.ActionArgs) {
  const app = context.get(appContext)
  const checked = await checkedForm(request, app)
  const { form } = checked
  if (!app.viewer) throw redirect(loginPath(pageAddress(request)), 303)
  const parsed = parseFields(form, startThreadFormSchema)
  if (!parsed.ok) fail('BadUserInput')
  const sent = parsed.values
  const { boardId, chooseBoard } = boardIdOf(request, sent.boardId)
  // the 'Neues Thema' and 'Stell Deine Frage' buttons send no title: they ask for the form
  if (!form.has('title'))
    return data(await formView(app, request, boardId, chooseBoard), { headers: NO_STORE })

  const values: StartThreadValues = {
    boardId,
    title: sent.title,
    text: sent.text,
    manufacturerId: sent.manufacturerId,
    seriesId: sent.seriesId,
    modelId: sent.modelId,
  }
  // decision 025: the uploads the form carries (hidden uploadId fields), listed again on every answer
  const viewer = { userId: app.viewer.userId, roleRelations: app.viewer.roleRelations }
  let uploadIds = uploadIdsOf(form)
  const view = async (
    errors: StartThreadErrors,
    status: number,
    extra: { uploadErrors?: UploadError[]; retry?: Record<string, string>; preview?: boolean } = {},
  ) =>
    data(
      await formView(app, request, boardId, chooseBoard, {
        values,
        errors,
        preview: extra.preview ?? false,
        uploads: await app.services.uploads.listOwn(viewer, uploadIds),
        uploadErrors: extra.uploadErrors ?? [],
      }),
      { status, headers: { ...NO_STORE, ...extra.retry } },
    )
  if (!checked.ok) return view({ form: checked.refusal.message }, checked.refusal.status)
  // decision 025: without JavaScript 'Entfernen' sends the form, and chosen files come with it
  const attachments = await formAttachments(app.services.uploads, viewer, form)
  uploadIds = attachments.uploadIds
  if (attachments.step === 'removed') return view({}, 200)
  if (attachments.step === 'refused')
    return view({}, attachments.status, { uploadErrors: attachments.uploadErrors })
  // decision 024: 'Vorschau' without JavaScript: the form again, everything kept, the preview shown
  if (sent.intent === 'preview') return view({}, 200, { preview: true })
  const result = await app.services.posting.createThread(viewer, {
    ...values,
    submissionKey: sent.submissionKey || crypto.randomUUID(),
    uploadIds,
  })
  if (result.ok) throw redirect(withFlashNotice(result.path, 'thema-erstellt'), 303)
  if (result.reason === 'BoardNotFound') fail('BoardNotFound')
  if (result.reason === 'PermissionDenied') fail('PermissionDenied')
  // docs/security.md: flood control tells clients when to try again
  const retry: Record<string, string> = result.retryAfterSeconds
    ? { 'Retry-After': String(result.retryAfterSeconds) }
    : {}
  return view(result.errors, result.status, { retry })
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
  return accountMeta('Neues Thema', matches)
}

export default function StartThread({ loaderData, actionData }: Route.ComponentProps) {
  const view = actionData ?? loaderData
  const { now } = useRootData()
  const restorePath = `/forum/aktion/StartThread.html?boardId=${view.values.boardId}&entwurf=1`
  return (
    <div>
      <Breadcrumbs items={[...view.board.breadcrumbs, { name: 'Neues Thema', path: view.action }]} />
      <h1>{view.chooseBoard ? 'Stell Deine Frage' : `Neues Thema im ${view.board.name} Forum`}</h1>
      <StartThreadForm view={view} now={now} restorePath={restorePath} />
    </div>
  )
}
