import { data, Form, redirect, useNavigation } from 'react-router'
import { MAGAZINE, magazinePath } from '#domain/content-routes.ts'
import { parseId } from '#domain/ids.ts'
import {
  MAGAZINE_BODY_MAX,
  MAGAZINE_KINDS,
  MAGAZINE_TEASER_MAX,
  MAGAZINE_TITLE_MAX,
  type MagazineValues,
  PICTURE_URL_MAX,
} from '#domain/magazine.ts'
import { type AppContext, appContext } from '../../context.ts'
import { CSRF_FIELD } from '../../csrf.ts'
import { fail } from '../../errors.ts'
import { AdminShell, adminStyles as styles } from '../../features/admin/AdminShell.tsx'
import { requireStaff } from '../../features/admin/guard.ts'
import { checkedForm, formValues, refusedForm } from '../../form-parser.ts'
import { accountMeta, NO_STORE } from '../../forms.ts'
import { Button } from '../../ui/Button.tsx'
import { Field } from '../../ui/Field.tsx'
import { formStyles } from '../../ui/FormCard.tsx'
import { SelectField } from '../../ui/SelectField.tsx'
import { TextAreaField } from '../../ui/TextAreaField.tsx'
import type { Route } from './+types/magazine-edit.ts'

// /admin/magazin/neu and /admin/magazin/{id} (decision 036): a magazine article written by the staff —
// section, title, teaser, text, picture, YouTube video (embedded only after consent), related forum
// and when it appears (now, or planned in Berlin time). A refused form answers with its status and
// keeps everything typed; deleting asks once more. The form is read by the one form parser and
// saved by the use case the mutations call (decision 042).

function articleId(params: Route.LoaderArgs['params']): number | null {
  if (params.id === 'neu') return null
  const id = parseId(params.id)
  if (id === null) fail('NotFound')
  return id
}

async function loadForm(request: Request, app: AppContext, id: number | null) {
  const viewer = requireStaff(request, app)
  const form = await app.services.sections.magazineWriting.form(viewer, id)
  if (!form.ok) fail(form.status === 404 ? 'NotFound' : 'PermissionDenied')
  return { viewer, form }
}

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const app = context.get(appContext)
  const id = articleId(params)
  const { form } = await loadForm(request, app, id)
  return data(
    {
      id,
      boards: form.boards,
      path: form.article ? magazinePath(form.article) : null,
      values: form.values,
      csrf: app.session?.csrfToken ?? '',
    },
    { headers: NO_STORE },
  )
}

export async function action({ params, request, context }: Route.ActionArgs) {
  const app = context.get(appContext)
  const id = articleId(params)
  const { viewer } = await loadForm(request, app, id)
  const checked = await checkedForm(request, app)
  if (!checked.ok) return refusedForm(checked.refusal, checked.form)
  const fields = formValues(checked.form)
  const writing = app.services.sections.magazineWriting
  if (id !== null && fields.intent === 'delete') {
    const removed = await writing.remove(viewer, id)
    if (!removed.ok) return refusedForm(removed, checked.form)
    throw redirect('/admin/magazin#artikel-geloescht', 303)
  }
  const saved = await writing.save(viewer, id, fields)
  if (!saved.ok) return refusedForm(saved, checked.form)
  throw redirect(`${magazinePath(saved)}#gespeichert`, 303)
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return accountMeta(loaderData?.id ? 'Magazinartikel bearbeiten' : 'Magazinartikel schreiben', matches)
}

export default function AdminMagazineEdit({ loaderData, actionData }: Route.ComponentProps) {
  const state = loaderData
  const { boards, id, path } = state
  // what was typed (a refused delete sends no fields: the stored ones stay)
  const values: MagazineValues = { ...state.values, ...actionData?.values }
  const errors: Partial<Record<keyof MagazineValues, string>> = actionData?.fieldErrors ?? {}
  // the sentence above the form when no field carries the message (CSRF, limit, missing article)
  const message = actionData && Object.keys(errors).length === 0 ? actionData.message : undefined
  const submitting = useNavigation().state === 'submitting'
  return (
    <AdminShell
      title={id === null ? 'Magazinartikel schreiben' : 'Magazinartikel bearbeiten'}
      current="/admin/magazin"
      error={message}
    >
      {path && (
        <p>
          <a href={path}>Artikel ansehen</a>
        </p>
      )}
      <Form method="post" className={formStyles.form} noValidate replace>
        <input type="hidden" name={CSRF_FIELD} value={state.csrf} />
        <SelectField
          name="kind"
          label="Rubrik"
          options={MAGAZINE_KINDS.map((kind) => ({ value: kind, label: MAGAZINE[kind].title }))}
          defaultValue={values.kind}
          error={errors.kind}
        />
        <Field
          name="title"
          label="Titel"
          required
          maxLength={MAGAZINE_TITLE_MAX}
          defaultValue={values.title}
          error={errors.title}
        />
        <TextAreaField
          name="teaser"
          label="Vorspann"
          rows={3}
          maxLength={MAGAZINE_TEASER_MAX + 50}
          required
          defaultValue={values.teaser}
          error={errors.teaser}
          hint="Erscheint in der Liste, in Suchmaschinen und beim Teilen."
        />
        <TextAreaField
          name="body"
          label="Text"
          rows={14}
          maxLength={MAGAZINE_BODY_MAX + 100}
          required
          defaultValue={values.body}
          error={errors.body}
          hint="Leerzeilen trennen Absätze."
        />
        <Field
          name="pictureUrl"
          label="Bild (optional)"
          maxLength={PICTURE_URL_MAX}
          defaultValue={values.pictureUrl}
          error={errors.pictureUrl}
          hint="Adresse eines Bildes dieser Seite (/…) oder eine https-Adresse."
        />
        <Field
          name="video"
          label="YouTube-Video (für Videos nötig)"
          defaultValue={values.video}
          error={errors.video}
          hint="Die Adresse des Videos oder seine elfstellige ID; es lädt erst nach Zustimmung der Leser."
        />
        <SelectField
          name="boardId"
          label="Bezug zu einem Forum"
          options={boards.map((board) => ({ value: board.id, label: board.name }))}
          defaultValue={values.boardId}
          emptyLabel="Kein Forum"
          error={errors.boardId}
        />
        <Field
          name="publishAt"
          type="datetime-local"
          label="Veröffentlichung"
          defaultValue={values.publishAt}
          error={errors.publishAt}
          hint="Leer: sofort. Ein späterer Zeitpunkt plant den Artikel (deutsche Zeit)."
        />
        <div className={formStyles.actions}>
          <Button type="submit" disabled={submitting}>
            {id === null ? 'Artikel speichern' : 'Änderungen speichern'}
          </Button>
        </div>
      </Form>
      {id !== null && (
        <Form method="post" className={styles.stack}>
          <input type="hidden" name={CSRF_FIELD} value={state.csrf} />
          <details>
            <summary>Artikel löschen</summary>
            <p>Der Artikel wird endgültig gelöscht.</p>
            <Button size="small" type="submit" name="intent" value="delete">
              Endgültig löschen
            </Button>
          </details>
        </Form>
      )}
    </AdminShell>
  )
}
