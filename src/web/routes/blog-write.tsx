import { data, Form, redirect, useNavigation } from 'react-router'
import {
  BLOG_KEYWORDS_MAX,
  BLOG_TEXT_MAX,
  BLOG_TITLE_MAX,
  type BlogErrors,
  type BlogValues,
  MORE_CUT,
} from '#domain/blogs.ts'
import { blogArticlePath } from '#domain/content-routes.ts'
import { parseId } from '#domain/ids.ts'
import type { Refusal } from '#domain/refusal.ts'
import { BlogValuesInput } from '#domain/section-input.ts'
import { pageTitle } from '#domain/titles.ts'
import { pagePathname } from '../canonical.ts'
import { appContext } from '../context.ts'
import { CSRF_FIELD } from '../csrf.ts'
import { fail } from '../errors.ts'
import { formErrors } from '../form-errors.ts'
import { checkedForm, formValues } from '../form-parser.ts'
import { NO_STORE, requireMember } from '../forms.ts'
import { Button } from '../ui/Button.tsx'
import { Checkbox } from '../ui/Checkbox.tsx'
import { Field } from '../ui/Field.tsx'
import { FormCard, formStyles as styles } from '../ui/FormCard.tsx'
import { SelectField } from '../ui/SelectField.tsx'
import { TextAreaField } from '../ui/TextAreaField.tsx'
import type { Route } from './+types/blog-write.ts'

// decision 036 (spec 000 §4, §6): writing a blog article (/blogs/aktion/CreateArticle.html) and
// editing one (/blogs/aktion/EditArticle.html?id={id}): title, text with the 'more' cut, keywords,
// related forum, comments/rating/quotes on or off, co-authors from one's buddies; saved as a draft
// or published. A refused form answers with its status and keeps everything typed.

function articleId(request: Request): number | null {
  const url = new URL(request.url)
  if (pagePathname(request).endsWith('/CreateArticle.html')) return null
  const id = parseId(url.searchParams.get('id'))
  if (id === null) fail('NotFound')
  return id
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const app = context.get(appContext)
  const viewer = requireMember(request, app)
  const id = articleId(request)
  const form = await app.services.sections.blogWriting.form(viewer, id)
  if (!form.ok) fail(form.status === 404 ? 'NotFound' : 'PermissionDenied')
  return data(
    {
      id,
      ...form,
      errors: {} as BlogErrors,
      csrf: app.session?.csrfToken ?? '',
      productName: app.variant.productName,
    },
    { headers: NO_STORE },
  )
}

export async function action({ request, context }: Route.ActionArgs) {
  const app = context.get(appContext)
  const viewer = requireMember(request, app)
  const id = articleId(request)
  const checked = await checkedForm(request, app)
  const fields = formValues(checked.form)
  // what was typed, to fill the form again (the schema's first step reads any form)
  const values: BlogValues = BlogValuesInput.parse(fields)
  const form = await app.services.sections.blogWriting.form(viewer, id)
  if (!form.ok) fail(form.status === 404 ? 'NotFound' : 'PermissionDenied')
  const base = {
    id,
    ...form,
    values,
    csrf: app.session?.csrfToken ?? '',
    productName: app.variant.productName,
  }
  const refused = (refusal: Refusal) =>
    data(
      { ...base, errors: formErrors(refusal) as BlogErrors },
      { status: refusal.status, headers: NO_STORE },
    )
  if (!checked.ok) return refused(checked.refusal)
  if (id !== null && fields.intent === 'delete') {
    const removed = await app.services.sections.blogWriting.remove(viewer, id)
    if (!removed.ok) return refused(removed)
    throw redirect(`/nutzer/${viewer.slug}/blogs#artikel-geloescht`, 303)
  }
  const result = await app.services.sections.blogWriting.save(viewer, id, fields, fields.intent === 'publish')
  if (!result.ok) return refused(result)
  throw redirect(
    `${blogArticlePath(result)}#${result.status === 'published' ? 'veroeffentlicht' : 'entwurf-gespeichert'}`,
    303,
  )
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return []
  return [
    {
      title: pageTitle(
        loaderData.id === null ? 'Blogartikel schreiben' : 'Blogartikel bearbeiten',
        loaderData.productName,
      ),
    },
    { name: 'robots', content: 'noindex' },
  ]
}

export default function BlogWrite({ loaderData, actionData }: Route.ComponentProps) {
  const state = actionData ?? loaderData
  const { values, errors, coauthors, boards, mayPublish, mayDelete, status, id } = state
  const submitting = useNavigation().state === 'submitting'
  return (
    <FormCard
      title={id === null ? 'Blogartikel schreiben' : 'Blogartikel bearbeiten'}
      intro={
        status === 'published'
          ? 'Dieser Artikel ist veröffentlicht. Änderungen sind nach dem Speichern sofort sichtbar.'
          : 'Ein Entwurf ist nur für Dich, Deine Co-Autoren und die Blog-Administration sichtbar.'
      }
      error={errors.form}
      wide
    >
      <Form method="post" className={styles.form} noValidate replace>
        <input type="hidden" name={CSRF_FIELD} value={state.csrf} />
        <Field
          name="title"
          label="Titel"
          required
          maxLength={BLOG_TITLE_MAX}
          defaultValue={values.title}
          error={errors.title}
        />
        <TextAreaField
          name="body"
          label="Text"
          rows={16}
          maxLength={BLOG_TEXT_MAX + 100}
          required
          defaultValue={values.body}
          error={errors.body}
          hint={`Leerzeilen trennen Absätze. Eine Zeile nur mit ${MORE_CUT} beendet die Vorschau, die in Listen erscheint.`}
        />
        <Field
          name="keywords"
          label="Stichwörter"
          defaultValue={values.keywords}
          error={errors.keywords}
          hint={`Durch Kommas getrennt, höchstens ${BLOG_KEYWORDS_MAX}.`}
        />
        <SelectField
          name="boardId"
          label="Bezug zu einem Forum"
          options={boards.map((board) => ({ value: board.id, label: board.name }))}
          defaultValue={values.boardId}
          emptyLabel="Kein Forum"
          error={errors.boardId}
        />
        <fieldset className={styles.field}>
          <legend className={styles.label}>Einstellungen</legend>
          <Checkbox
            name="commentsEnabled"
            label="Kommentare erlauben"
            defaultChecked={values.commentsEnabled}
          />
          <Checkbox name="ratingEnabled" label="Bewertungen erlauben" defaultChecked={values.ratingEnabled} />
          <Checkbox name="quotesEnabled" label="Zitieren erlauben" defaultChecked={values.quotesEnabled} />
        </fieldset>
        <fieldset className={styles.field}>
          <legend className={styles.label}>Co-Autoren</legend>
          {coauthors.length === 0 ? (
            <span className={styles.hint}>Co-Autoren wählst Du aus Deinen Buddies. Du hast noch keine.</span>
          ) : (
            coauthors.map((person) => (
              <Checkbox
                key={person.id}
                name="coauthorIds"
                value={String(person.id)}
                label={person.name}
                defaultChecked={values.coauthorIds.includes(String(person.id))}
              />
            ))
          )}
          {errors.coauthorIds && <p className={styles.error}>{errors.coauthorIds}</p>}
        </fieldset>
        <div className={styles.actions}>
          {status === 'published' ? (
            <Button type="submit" name="intent" value="save" disabled={submitting}>
              Änderungen speichern
            </Button>
          ) : (
            <>
              {mayPublish && (
                <Button type="submit" name="intent" value="publish" disabled={submitting}>
                  Veröffentlichen
                </Button>
              )}
              <Button type="submit" name="intent" value="draft" disabled={submitting}>
                Als Entwurf speichern
              </Button>
            </>
          )}
        </div>
      </Form>
      {id !== null && mayDelete && (
        <Form method="post" className={styles.form}>
          <input type="hidden" name={CSRF_FIELD} value={state.csrf} />
          <details>
            <summary>Artikel löschen</summary>
            <p>Der Artikel und seine Kommentare werden endgültig gelöscht.</p>
            <Button variant="danger" type="submit" name="intent" value="delete">
              Endgültig löschen
            </Button>
          </details>
        </Form>
      )}
    </FormCard>
  )
}
