import { data, Form, redirect, useNavigation } from 'react-router'
import { marketplacePath } from '#domain/content-routes.ts'
import { withFlashNotice } from '#domain/flash-notices.ts'
import { parseId } from '#domain/ids.ts'
import { AD_KINDS, AD_TEXT_MAX, AD_TITLE_MAX, type AdErrors, type AdValues } from '#domain/marketplace.ts'
import { AdSchema } from '#domain/marketplace-input.ts'
import type { Refusal } from '#domain/refusal.ts'
import { pageTitle } from '#domain/titles.ts'
import { type AppContext, appContext } from '../context.ts'
import { CSRF_FIELD } from '../csrf.ts'
import { fail } from '../errors.ts'
import { parseFields, parseForm } from '../form-parser.ts'
import { NO_STORE, requireMember } from '../forms.ts'
import { Button } from '../ui/Button.tsx'
import { Checkbox } from '../ui/Checkbox.tsx'
import { Field } from '../ui/Field.tsx'
import { FormCard, formStyles as styles } from '../ui/FormCard.tsx'
import { SelectField } from '../ui/SelectField.tsx'
import { TextAreaField } from '../ui/TextAreaField.tsx'
import type { Route } from './+types/marketplace-form.ts'

// Placing an ad (/marktplatz/anzeige-aufgeben) and editing one's own
// (/marktplatz/anzeige-bearbeiten/{id}). Members only; a refused form answers 400 and keeps
// everything typed.

const EMPTY: AdValues = {
  kind: 'vehicle',
  title: '',
  description: '',
  price: '',
  negotiable: false,
  manufacturerId: '',
  modelYear: '',
  mileage: '',
  postcode: '',
  city: '',
}

async function existingValues(app: AppContext, id: number): Promise<AdValues> {
  const result = await app.services.sections.marketplace.read(app.viewer, id)
  if (!result) fail('NotFound')
  // the ad is public; who may not change it learns just that
  if (!result.mayManage) fail('PermissionDenied')
  const { ad } = result
  if (ad.status === 'closed') throw redirect(marketplacePath(ad))
  return {
    kind: ad.kind,
    title: ad.title,
    description: ad.description,
    price: String(ad.priceEuro),
    negotiable: ad.negotiable,
    manufacturerId: ad.manufacturerId ? String(ad.manufacturerId) : '',
    modelYear: ad.modelYear ? String(ad.modelYear) : '',
    mileage: ad.mileageKm !== null ? String(ad.mileageKm) : '',
    postcode: ad.postcode,
    city: ad.city,
  }
}

/** The page shows a refused parse field by field, any other refusal above the form. */
function adErrors(refusal: Refusal): AdErrors {
  return refusal.step === 'parse' ? refusal.fieldErrors : { form: refusal.message }
}

function editedId(params: Route.LoaderArgs['params']): number | null {
  if (params.id === undefined) return null
  const id = parseId(params.id)
  if (id === null) fail('NotFound')
  return id
}

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const app = context.get(appContext)
  requireMember(request, app)
  const id = editedId(params)
  const [values, manufacturers] = await Promise.all([
    id === null ? Promise.resolve(EMPTY) : existingValues(app, id),
    app.services.sections.marketplace.manufacturers(),
  ])
  return data(
    {
      id,
      values,
      errors: {} as AdErrors,
      manufacturers,
      csrf: app.session?.csrfToken ?? '',
      productName: app.variant.productName,
    },
    { headers: NO_STORE },
  )
}

export async function action({ params, request, context }: Route.ActionArgs) {
  const app = context.get(appContext)
  requireMember(request, app)
  const id = editedId(params)
  const parsed = await parseForm(request, app, AdSchema)
  const form = parsed.form
  // the schema keeps every field as typed; parseAd in the use case checks them (decision 042)
  // refused by its token the form still shows what was typed: the schema refuses no field
  const fields = parsed.ok ? parsed : parseFields(form, AdSchema)
  const values: AdValues = fields.ok ? fields.values : EMPTY
  const manufacturers = await app.services.sections.marketplace.manufacturers()
  const base = {
    id,
    values,
    manufacturers,
    csrf: app.session?.csrfToken ?? '',
    productName: app.variant.productName,
  }
  if (!parsed.ok)
    return data(
      { ...base, errors: adErrors(parsed.refusal) },
      { status: parsed.refusal.status, headers: NO_STORE },
    )
  const marketplace = app.services.sections.marketplace
  const result =
    id === null ? await marketplace.place(app.viewer, values) : await marketplace.edit(app.viewer, id, values)
  if (!result.ok)
    return data({ ...base, errors: adErrors(result) }, { status: result.status, headers: NO_STORE })
  throw redirect(
    withFlashNotice(marketplacePath(result), id === null ? 'anzeige-veroeffentlicht' : 'anzeige-gespeichert'),
    303,
  )
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return []
  return [
    {
      title: pageTitle(
        loaderData.id === null ? 'Anzeige aufgeben' : 'Anzeige bearbeiten',
        loaderData.productName,
      ),
    },
    { name: 'robots', content: 'noindex' },
  ]
}

export default function MarketplaceForm({ loaderData, actionData }: Route.ComponentProps) {
  const state = actionData ?? loaderData
  const { values, errors, manufacturers, id } = state
  const submitting = useNavigation().state === 'submitting'
  return (
    <FormCard
      title={id === null ? 'Anzeige aufgeben' : 'Anzeige bearbeiten'}
      intro="Biete Dein Fahrzeug oder Teile den Mitgliedern an. Interessenten schreiben Dir eine private Nachricht."
      error={errors.form}
      wide
    >
      <Form method="post" className={styles.form} noValidate replace>
        <input type="hidden" name={CSRF_FIELD} value={state.csrf} />
        <fieldset className={styles.field}>
          <legend className={styles.label}>Was bietest Du an?</legend>
          {AD_KINDS.map((kind) => (
            <label key={kind.value} className={styles.choice}>
              <input
                type="radio"
                name="kind"
                value={kind.value}
                defaultChecked={values.kind === kind.value}
              />{' '}
              {kind.label}
            </label>
          ))}
          {errors.kind && <p className={styles.error}>{errors.kind}</p>}
        </fieldset>
        <Field
          name="title"
          label="Titel"
          required
          maxLength={AD_TITLE_MAX}
          defaultValue={values.title}
          error={errors.title}
        />
        <SelectField
          name="manufacturerId"
          label="Marke"
          options={manufacturers.map((item) => ({ value: item.id, label: item.name }))}
          defaultValue={values.manufacturerId}
          emptyLabel="Keine Angabe"
          error={errors.manufacturerId}
        />
        <Field
          name="price"
          label="Preis in Euro"
          inputMode="numeric"
          required
          defaultValue={values.price}
          error={errors.price}
          hint="Ganze Euro, 0 für „zu verschenken“."
        />
        <Checkbox name="negotiable" label="Verhandlungsbasis" defaultChecked={values.negotiable} />
        <Field
          name="modelYear"
          label="Baujahr (Fahrzeuge)"
          inputMode="numeric"
          defaultValue={values.modelYear}
          error={errors.modelYear}
        />
        <Field
          name="mileage"
          label="Kilometerstand (Fahrzeuge)"
          inputMode="numeric"
          defaultValue={values.mileage}
          error={errors.mileage}
        />
        <Field
          name="postcode"
          label="Postleitzahl"
          inputMode="numeric"
          autoComplete="postal-code"
          required
          maxLength={5}
          defaultValue={values.postcode}
          error={errors.postcode}
        />
        <Field
          name="city"
          label="Ort"
          autoComplete="address-level2"
          required
          maxLength={60}
          defaultValue={values.city}
          error={errors.city}
        />
        <TextAreaField
          name="description"
          label="Beschreibung"
          rows={8}
          maxLength={AD_TEXT_MAX}
          required
          defaultValue={values.description}
          error={errors.description}
        />
        <div className={styles.actions}>
          <Button type="submit" disabled={submitting}>
            {id === null ? 'Anzeige veröffentlichen' : 'Änderungen speichern'}
          </Button>
        </div>
      </Form>
    </FormCard>
  )
}
