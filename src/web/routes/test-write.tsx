import { data, Form, redirect, useNavigation } from 'react-router'
import { motortestPath } from '#domain/content-routes.ts'
import { parseId } from '#domain/ids.ts'
import {
  FUEL_CHOICES,
  type MotortestErrors,
  type MotortestValues,
  STAR_CHOICES,
  TEST_POINTS_MAX,
  TEST_TEXT_MAX,
  TEST_TITLE_MAX,
} from '#domain/motortests.ts'
import type { Refusal } from '#domain/refusal.ts'
import { MotortestValuesInput } from '#domain/section-input.ts'
import { pageTitle } from '#domain/titles.ts'
import { appContext } from '../context.ts'
import { CSRF_FIELD } from '../csrf.ts'
import { fail } from '../errors.ts'
import { formErrors } from '../form-errors.ts'
import { checkedForm, formValues } from '../form-parser.ts'
import { NO_STORE, requireMember } from '../forms.ts'
import { Button } from '../ui/Button.tsx'
import { Checkbox } from '../ui/Checkbox.tsx'
import { Field } from '../ui/Field.tsx'
import { FormCard, Notice, formStyles as styles } from '../ui/FormCard.tsx'
import { SelectField } from '../ui/SelectField.tsx'
import { TextAreaField } from '../ui/TextAreaField.tsx'
import type { Route } from './+types/test-write.ts'

// decision 036: a member writes a test of one of their vehicles (/tests/schreiben) or edits theirs
// (/tests/bearbeiten/{id}): title, rating in stars (kept on the scale of 50), text, pros and cons
// (one per line), power, mileage, fuel, comments on or off. A refused form keeps everything typed.

function editedId(params: { id?: string }): number | null {
  if (params.id === undefined) return null
  const id = parseId(params.id)
  if (id === null) fail('NotFound')
  return id
}

async function loadForm(
  app: Parameters<typeof requireMember>[1],
  viewer: ReturnType<typeof requireMember>,
  id: number | null,
) {
  const form = await app.services.sections.testWriting.form(viewer, id)
  if (!form.ok) fail(form.status === 404 ? 'NotFound' : 'PermissionDenied')
  return form
}

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const app = context.get(appContext)
  const viewer = requireMember(request, app)
  const id = editedId(params)
  const form = await loadForm(app, viewer, id)
  return data(
    {
      id,
      ...form,
      profilePath: `/nutzer/${viewer.slug}/fzprofile`,
      errors: {} as MotortestErrors,
      csrf: app.session?.csrfToken ?? '',
      productName: app.variant.productName,
    },
    { headers: NO_STORE },
  )
}

export async function action({ params, request, context }: Route.ActionArgs) {
  const app = context.get(appContext)
  const viewer = requireMember(request, app)
  const id = editedId(params)
  const checked = await checkedForm(request, app)
  const fields = formValues(checked.form)
  // what was typed, to fill the form again (the schema's first step reads any form)
  const values: MotortestValues = MotortestValuesInput.parse(fields)
  const form = await loadForm(app, viewer, id)
  const base = {
    id,
    ...form,
    values,
    profilePath: `/nutzer/${viewer.slug}/fzprofile`,
    csrf: app.session?.csrfToken ?? '',
    productName: app.variant.productName,
  }
  const refused = (refusal: Refusal) =>
    data(
      { ...base, errors: formErrors(refusal) as MotortestErrors },
      { status: refusal.status, headers: NO_STORE },
    )
  if (!checked.ok) return refused(checked.refusal)
  const result = await app.services.sections.testWriting.save(viewer, id, fields)
  if (!result.ok) return refused(result)
  throw redirect(motortestPath(result), 303)
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return []
  return [
    {
      title: pageTitle(
        loaderData.id === null ? 'Fahrzeugtest schreiben' : 'Fahrzeugtest bearbeiten',
        loaderData.productName,
      ),
    },
    { name: 'robots', content: 'noindex' },
  ]
}

export default function TestWrite({ loaderData, actionData }: Route.ComponentProps) {
  const state = actionData ?? loaderData
  const { values, errors, vehicles, vehicle, id } = state
  const submitting = useNavigation().state === 'submitting'
  if (id === null && vehicles.length === 0)
    return (
      <FormCard title="Fahrzeugtest schreiben">
        <Notice tone="error">
          Du testest ein Fahrzeug aus Deinem Fahrzeugprofil. Lege dort zuerst Dein Fahrzeug an.
        </Notice>
        <p>
          <a href={state.profilePath}>Zum Fahrzeugprofil</a>
        </p>
      </FormCard>
    )
  return (
    <FormCard
      title={id === null ? 'Fahrzeugtest schreiben' : 'Fahrzeugtest bearbeiten'}
      intro="Erzähl anderen, wie sich Dein Fahrzeug im Alltag schlägt: ehrlich, konkret, mit Stärken und Schwächen."
      error={errors.form}
      wide
    >
      <Form method="post" className={styles.form} noValidate replace>
        <input type="hidden" name={CSRF_FIELD} value={state.csrf} />
        <Field
          name="title"
          label="Titel"
          required
          maxLength={TEST_TITLE_MAX}
          defaultValue={values.title}
          error={errors.title}
        />
        {id === null ? (
          <SelectField
            name="vehicleId"
            label="Fahrzeug"
            options={vehicles.map((item) => ({ value: item.id, label: item.name }))}
            defaultValue={values.vehicleId}
            error={errors.vehicleId}
          />
        ) : (
          <p>Fahrzeug: {vehicle}</p>
        )}
        <SelectField
          name="rating"
          label="Gesamtbewertung"
          options={STAR_CHOICES.map((choice) => ({ value: choice.rating, label: choice.label }))}
          defaultValue={values.rating}
          emptyLabel="Bitte wählen"
          error={errors.rating}
        />
        <TextAreaField
          name="body"
          label="Dein Test"
          rows={14}
          defaultValue={values.body}
          error={errors.body}
          maxLength={TEST_TEXT_MAX + 100}
          hint="Leerzeilen trennen Absätze."
        />
        <TextAreaField
          name="pros"
          label="Stärken"
          rows={4}
          defaultValue={values.pros}
          error={errors.pros}
          maxLength={1000}
          hint={`Eine pro Zeile, höchstens ${TEST_POINTS_MAX}.`}
        />
        <TextAreaField
          name="cons"
          label="Schwächen"
          rows={4}
          defaultValue={values.cons}
          error={errors.cons}
          maxLength={1000}
          hint={`Eine pro Zeile, höchstens ${TEST_POINTS_MAX}.`}
        />
        <Field
          name="powerPs"
          label="Leistung in PS"
          inputMode="numeric"
          defaultValue={values.powerPs}
          error={errors.powerPs}
        />
        <Field
          name="mileage"
          label="Kilometerstand"
          inputMode="numeric"
          defaultValue={values.mileage}
          error={errors.mileage}
        />
        <SelectField
          name="fuel"
          label="Kraftstoff"
          emptyLabel="Keine Angabe"
          options={FUEL_CHOICES.map((fuel) => ({ value: fuel, label: fuel }))}
          defaultValue={values.fuel}
          error={errors.fuel}
        />
        <Checkbox
          name="commentsEnabled"
          label="Kommentare erlauben"
          defaultChecked={values.commentsEnabled}
        />
        <div className={styles.actions}>
          <Button type="submit" disabled={submitting}>
            {id === null ? 'Test veröffentlichen' : 'Änderungen speichern'}
          </Button>
        </div>
      </Form>
    </FormCard>
  )
}
