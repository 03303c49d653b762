import { data, redirect } from 'react-router'
import { VEHICLE_DESCRIPTION_MAX, VEHICLE_ENGINE_MAX } from '#domain/limits.ts'
import { imageUrl } from '#domain/media.ts'
import { vehicleFormSchema } from '#domain/vehicle-input.ts'
import { pageCacheHeaders } from '../../cache.ts'
import { type AppContext, appContext } from '../../context.ts'
import { CSRF_FIELD } from '../../csrf.ts'
import { memberBySlug } from '../../features/member/load-member.ts'
import styles from '../../features/member/MemberFrame.module.css'
import { MemberFrame } from '../../features/member/MemberFrame.tsx'
import { flag } from '../../features/settings/load-settings.ts'
import { VehiclePicker } from '../../features/start-thread/VehiclePicker.tsx'
import { parseForm } from '../../form-parser.ts'
import { accountMeta, NO_STORE, requireMember } from '../../forms.ts'
import { Button, buttonClass } from '../../ui/Button.tsx'
import { Checkbox } from '../../ui/Checkbox.tsx'
import { Field } from '../../ui/Field.tsx'
import { formStyles as buttons, Notice } from '../../ui/FormCard.tsx'
import { TextAreaField } from '../../ui/TextAreaField.tsx'
import type { Route } from './+types/vehicles.ts'

// /nutzer/{slug}/fzprofile (spec 000 §2.1, §3): the member's current and former
// vehicles — catalogue manufacturer, series and model, year, engine, a picture and a text. The
// member adds, edits and removes their own here (POST with the CSRF token; multipart for the
// picture); a refusal keeps what was typed.

interface Values {
  id: number | null
  manufacturerId: number | null
  seriesId: number | null
  modelId: number | null
  buildYear: string
  engine: string
  description: string
  isCurrent: boolean
}

const EMPTY: Values = {
  id: null,
  manufacturerId: null,
  seriesId: null,
  modelId: null,
  buildYear: '',
  engine: '',
  description: '',
  isCurrent: true,
}

async function view(app: AppContext, request: Request, slug: string) {
  const member = await memberBySlug(app, slug)
  const own = app.viewer?.userId === member.userId
  const rows = await app.services.members.vehicles(member.userId)
  const vehicles = rows.map((row) => ({
    id: row.id,
    name: [row.manufacturerName, row.seriesName, row.modelName].filter(Boolean).join(' '),
    manufacturerId: row.manufacturerId,
    seriesId: row.seriesId,
    modelId: row.modelId,
    buildYear: row.buildYear,
    engine: row.engine,
    description: row.description,
    picture: row.pictureKey ? imageUrl(row.pictureKey, 'w500') : null,
    isCurrent: row.isCurrent,
  }))
  const editId = Number(new URL(request.url).searchParams.get('bearbeiten'))
  const editing = own ? vehicles.find((vehicle) => vehicle.id === editId) : undefined
  return {
    member,
    own,
    vehicles,
    csrf: own ? (app.session?.csrfToken ?? '') : '',
    catalogue: own ? await app.services.members.vehicleCatalogue() : [],
    values: editing
      ? { ...editing, buildYear: editing.buildYear ? String(editing.buildYear) : '' }
      : (EMPTY as Values),
    errors: {} as Record<string, string>,
    error: null as string | null,
    notice: flag(request, 'gespeichert')
      ? 'Gespeichert.'
      : flag(request, 'geloescht')
        ? 'Das Fahrzeug ist entfernt.'
        : null,
  }
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const app = context.get(appContext)
  const page = await view(app, request, params.userSlug)
  return data(page, { headers: page.own ? NO_STORE : pageCacheHeaders(app) })
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const app = context.get(appContext)
  const viewer = requireMember(request, app)
  const member = await memberBySlug(app, params.userSlug)
  // someone else's vehicles are not the viewer's to change
  if (member.userId !== viewer.userId) throw data('Das sind nicht Deine Fahrzeuge.', { status: 403 })
  const parsed = await parseForm(request, app, vehicleFormSchema)
  const page = await view(app, request, params.userSlug)
  if (!parsed.ok)
    return data(
      { ...page, error: parsed.refusal.message },
      { status: parsed.refusal.status, headers: NO_STORE },
    )
  const { intent, id, state, picture: file, removePicture, ...fields } = parsed.values
  const back = `/nutzer/${member.slug}/fzprofile`
  if (intent === 'delete') {
    const result = await app.services.members.removeVehicle(viewer, id ?? 0)
    if (!result.ok)
      return data({ ...page, error: result.message }, { status: result.status, headers: NO_STORE })
    throw redirect(`${back}?geloescht`, 303)
  }
  const picture = file instanceof File && file.size > 0 ? new Uint8Array(await file.arrayBuffer()) : null
  const input = { ...fields, isCurrent: state !== 'former', picture, removePicture }
  const result =
    id !== null
      ? await app.services.members.editVehicle(viewer, id, input)
      : await app.services.members.addVehicle(viewer, input)
  if (!result.ok) {
    const number = (raw: string) => (/^\d{1,9}$/.test(raw) ? Number(raw) : null)
    return data(
      {
        ...page,
        values: {
          id,
          manufacturerId: number(input.manufacturerId),
          seriesId: number(input.seriesId),
          modelId: number(input.modelId),
          buildYear: input.buildYear,
          engine: input.engine,
          description: input.description,
          isCurrent: input.isCurrent,
        },
        errors: result.fieldErrors,
        error: result.message,
      },
      { status: result.status, headers: NO_STORE },
    )
  }
  throw redirect(`${back}?gespeichert#fahrzeug-${result.id}`, 303)
}

export function headers({ loaderHeaders, actionHeaders }: Route.HeadersArgs) {
  return actionHeaders.has('Cache-Control') ? actionHeaders : loaderHeaders
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return accountMeta(loaderData ? `Fahrzeuge von ${loaderData.member.displayName}` : 'Fahrzeuge', matches)
}

type Vehicle = Awaited<ReturnType<typeof view>>['vehicles'][number]

function VehicleList({
  vehicles,
  own,
  csrf,
  slug,
}: {
  vehicles: Vehicle[]
  own: boolean
  csrf: string
  slug: string
}) {
  return (
    <ul className={styles.vehicles}>
      {vehicles.map((vehicle) => (
        <li key={vehicle.id} id={`fahrzeug-${vehicle.id}`} className={styles.vehicle}>
          {vehicle.picture ? (
            <img src={vehicle.picture} alt={vehicle.name} loading="lazy" />
          ) : (
            <span aria-hidden="true" />
          )}
          <div>
            <h3>{vehicle.name}</h3>
            <p className={styles.facts}>
              {[vehicle.buildYear ? `Baujahr ${vehicle.buildYear}` : null, vehicle.engine || null]
                .filter(Boolean)
                .join(' · ')}
            </p>
            {vehicle.description && <p className={styles.text}>{vehicle.description}</p>}
            {own && (
              // a <div>: a <form> inside a <p> is invalid HTML, and the browser's repair of it breaks hydration
              <div className={styles.vehicleActions}>
                <a
                  href={`/nutzer/${slug}/fzprofile?bearbeiten=${vehicle.id}#fahrzeug-bearbeiten`}
                  className={buttonClass('secondary', 'small')}
                >
                  Bearbeiten
                </a>
                <form method="post" action={`/nutzer/${slug}/fzprofile`} className={styles.inline}>
                  <input type="hidden" name={CSRF_FIELD} value={csrf} />
                  <input type="hidden" name="intent" value="delete" />
                  <input type="hidden" name="id" value={vehicle.id} />
                  <Button variant="secondary" size="small" aria-label={`${vehicle.name} entfernen`}>
                    Entfernen
                  </Button>
                </form>
              </div>
            )}
          </div>
        </li>
      ))}
    </ul>
  )
}

export default function Vehicles({ loaderData, actionData }: Route.ComponentProps) {
  const page = actionData ?? loaderData
  const { member, own, vehicles, values, errors } = page
  const current = vehicles.filter((vehicle) => vehicle.isCurrent)
  const former = vehicles.filter((vehicle) => !vehicle.isCurrent)
  const editing = values.id !== null
  return (
    <MemberFrame
      member={member}
      current="vehicles"
      title={own ? 'Meine Fahrzeuge' : `Fahrzeuge von ${member.displayName}`}
    >
      {page.notice && <Notice tone="success">{page.notice}</Notice>}
      {page.error && <Notice tone="error">{page.error}</Notice>}
      <section className={styles.section} aria-labelledby="current-vehicles">
        <h2 id="current-vehicles">Aktuelle Fahrzeuge</h2>
        {current.length === 0 ? (
          <p className={styles.empty}>Kein aktuelles Fahrzeug eingetragen.</p>
        ) : (
          <VehicleList vehicles={current} own={own} csrf={page.csrf} slug={member.slug} />
        )}
      </section>
      <section className={styles.section} aria-labelledby="former-vehicles">
        <h2 id="former-vehicles">Frühere Fahrzeuge</h2>
        {former.length === 0 ? (
          <p className={styles.empty}>Kein früheres Fahrzeug eingetragen.</p>
        ) : (
          <VehicleList vehicles={former} own={own} csrf={page.csrf} slug={member.slug} />
        )}
      </section>
      {own && (
        <details className={styles.editor} open={editing || page.error !== null} id="fahrzeug-bearbeiten">
          <summary>{editing ? 'Fahrzeug bearbeiten' : 'Fahrzeug hinzufügen'}</summary>
          <form
            method="post"
            action={`/nutzer/${member.slug}/fzprofile`}
            encType="multipart/form-data"
            className={buttons.form}
          >
            <input type="hidden" name={CSRF_FIELD} value={page.csrf} />
            {editing && <input type="hidden" name="id" value={values.id ?? ''} />}
            <VehiclePicker
              manufacturers={page.catalogue}
              initial={{
                manufacturerId: values.manufacturerId,
                seriesId: values.seriesId,
                modelId: values.modelId,
              }}
              error={errors.manufacturerId ?? errors.vehicle}
              legend="Fahrzeug"
              noManufacturer="– Hersteller wählen –"
            />
            <Field
              name="buildYear"
              label="Baujahr"
              inputMode="numeric"
              maxLength={4}
              defaultValue={values.buildYear}
              error={errors.buildYear}
            />
            <Field
              name="engine"
              label="Motor"
              maxLength={VEHICLE_ENGINE_MAX}
              defaultValue={values.engine}
              error={errors.engine}
              hint="z. B. 2.0 TDI, 110 kW"
            />
            <TextAreaField
              name="description"
              label="Beschreibung"
              rows={4}
              maxLength={VEHICLE_DESCRIPTION_MAX}
              defaultValue={values.description}
              error={errors.description}
            />
            <fieldset className={buttons.field}>
              <legend className={buttons.label}>Status</legend>
              <label className={buttons.choice}>
                <input type="radio" name="state" value="current" defaultChecked={values.isCurrent} />{' '}
                Aktuelles Fahrzeug
              </label>
              <label className={buttons.choice}>
                <input type="radio" name="state" value="former" defaultChecked={!values.isCurrent} /> Früheres
                Fahrzeug
              </label>
            </fieldset>
            <Field
              name="picture"
              label="Bild (optional)"
              type="file"
              accept="image/jpeg,image/png,image/webp,image/gif,image/tiff"
              error={errors.picture}
              hint="JPG, PNG, WebP, GIF oder TIF bis 10 MB; Standortdaten der Kamera werden entfernt."
            />
            {editing && <Checkbox name="removePicture" label="Bild entfernen" />}
            <div className={buttons.actions}>
              <Button type="submit">{editing ? 'Speichern' : 'Fahrzeug hinzufügen'}</Button>
              {editing && (
                <a href={`/nutzer/${member.slug}/fzprofile`} className={buttonClass('link')}>
                  Abbrechen
                </a>
              )}
            </div>
          </form>
        </details>
      )}
    </MemberFrame>
  )
}
