import { data, Form, useNavigation } from 'react-router'
import { ContactInput } from '#domain/account-input.ts'
import {
  CONTACT_MESSAGE_MAX,
  CONTACT_NAME_MAX,
  CONTACT_TOPICS,
  type ContactErrors,
  type ContactValues,
} from '#domain/contact.ts'
import { pageTitle } from '#domain/titles.ts'
import { canonicalUrl } from '#domain/variants.ts'
import { appContext } from '../context.ts'
import { CSRF_FIELD, formToken } from '../csrf.ts'
import { parseFields, parseForm } from '../form-parser.ts'
import { headersWith } from '../forms.ts'
import { Button } from '../ui/Button.tsx'
import { Checkbox } from '../ui/Checkbox.tsx'
import { Field } from '../ui/Field.tsx'
import { FormCard, Notice, formStyles as styles } from '../ui/FormCard.tsx'
import { SelectField } from '../ui/SelectField.tsx'
import { TextAreaField } from '../ui/TextAreaField.tsx'
import type { Route } from './+types/contact.ts'

// /inhalt/Contact.html (decision 036; linked from the footer, the legal notice and the posting
// rules): topic, name, e-mail address, message. Limited per sender, kept, mailed to the team. A
// copy goes only to a signed-in member's own confirmed account address (never a typed one, which
// would make the form a relay for anyone's text under our sender); visitors read why they get none.
// A refused form keeps everything typed.

/** Shown instead of the copy option to visitors and members without a confirmed address. */
const NO_COPY_NOTE =
  'Eine Kopie Deiner Nachricht schicken wir nur angemeldeten Mitgliedern an die bestätigte E-Mail-Adresse ihres Kontos.'

interface ContactView {
  csrf: string
  values: ContactValues
  errors: ContactErrors
  sent: boolean
  /** A copy can go to the member's confirmed account address (the option is offered). */
  offersCopy: boolean
  copy: boolean
  copied: boolean
  canonical: string
  productName: string
}

const EMPTY: ContactValues = { topic: 'frage', name: '', email: '', message: '' }

export async function loader({ request, context }: Route.LoaderArgs) {
  const app = context.get(appContext)
  const { token, setCookie } = formToken(request, app)
  const view: ContactView = {
    csrf: token,
    values: { ...EMPTY, name: app.viewer?.displayName ?? '' },
    errors: {},
    sent: false,
    offersCopy: await app.services.contact.offersCopy(app.viewer),
    copy: true,
    copied: false,
    canonical: canonicalUrl(app.variant, '/inhalt/Contact.html'),
    productName: app.variant.productName,
  }
  return data(view, { headers: headersWith(setCookie) })
}

export async function action({ request, context }: Route.ActionArgs) {
  const app = context.get(appContext)
  const parsed = await parseForm(request, app, ContactInput)
  const { token, setCookie } = formToken(request, app)
  // the schema only reads the fields (contact.ts checks them), so a refused token keeps them too
  const read = parsed.ok ? parsed : parseFields(parsed.form, ContactInput)
  const { copy, ...values }: ContactInput = read.ok ? read.values : { ...EMPTY, copy: false }
  const base = {
    csrf: token,
    values,
    sent: false,
    offersCopy: await app.services.contact.offersCopy(app.viewer),
    copy,
    copied: false,
    canonical: canonicalUrl(app.variant, '/inhalt/Contact.html'),
    productName: app.variant.productName,
  }
  if (!parsed.ok) {
    const errors: ContactErrors = { form: parsed.refusal.message }
    return data({ ...base, errors }, { status: parsed.refusal.status, headers: headersWith(setCookie) })
  }
  const result = await app.services.contact.send(app.viewer, values, app.client, { copy })
  if (!result.ok) {
    // a limit speaks for the whole form, the rules per field
    const errors: ContactErrors = result.step === 'limit' ? { form: result.message } : result.fieldErrors
    return data({ ...base, errors }, { status: result.status, headers: headersWith(setCookie) })
  }
  return data(
    { ...base, values: EMPTY, errors: {}, sent: true, copied: result.copied },
    { headers: headersWith(setCookie) },
  )
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return []
  return [
    { title: pageTitle('Kontakt', loaderData.productName) },
    { name: 'description', content: `So erreichst Du das Team von ${loaderData.productName}.` },
    { tagName: 'link', rel: 'canonical', href: loaderData.canonical },
  ]
}

export default function Contact({ loaderData, actionData }: Route.ComponentProps) {
  const state = actionData ?? loaderData
  const submitting = useNavigation().state === 'submitting'
  if (state.sent) {
    return (
      <FormCard title="Danke für Deine Nachricht!">
        <Notice tone="success">
          {state.copied
            ? 'Wir haben sie erhalten und Dir eine Kopie an die E-Mail-Adresse Deines Kontos geschickt.'
            : 'Wir haben sie erhalten.'}{' '}
          Wir antworten so bald wie möglich per E-Mail.
        </Notice>
        <p>
          Fragen rund ums Fahrzeug beantwortet die Community oft schneller:{' '}
          <a href="/forum.html">zum Forum</a>.
        </p>
      </FormCard>
    )
  }
  const values: ContactValues = state.values
  const errors: ContactErrors = state.errors
  return (
    <FormCard
      title="Kontakt"
      intro="Schreib uns: Fragen zur Community, zu Deinem Konto, Presse oder Werbung. Inhalte meldest Du am schnellsten über das Menü am Beitrag."
    >
      {errors.form && <Notice tone="error">{errors.form}</Notice>}
      <Form method="post" className={styles.form} noValidate replace>
        <input type="hidden" name={CSRF_FIELD} value={state.csrf} />
        <SelectField
          name="topic"
          label="Thema"
          options={CONTACT_TOPICS}
          defaultValue={values.topic}
          error={errors.topic}
        />
        <Field
          name="name"
          label="Name"
          autoComplete="name"
          required
          maxLength={CONTACT_NAME_MAX}
          defaultValue={values.name}
          error={errors.name}
        />
        <Field
          name="email"
          label="E-Mail-Adresse"
          type="email"
          autoComplete="email"
          required
          defaultValue={values.email}
          error={errors.email}
          hint="Nur für unsere Antwort."
        />
        <TextAreaField
          name="message"
          label="Nachricht"
          rows={8}
          maxLength={CONTACT_MESSAGE_MAX}
          required
          defaultValue={values.message}
          error={errors.message}
        />
        {state.offersCopy ? (
          <Checkbox
            name="copy"
            label="Eine Kopie an die E-Mail-Adresse meines Kontos schicken"
            defaultChecked={state.copy}
          />
        ) : (
          <p className={styles.hint}>{NO_COPY_NOTE}</p>
        )}
        <div className={styles.actions}>
          <Button type="submit" disabled={submitting}>
            Nachricht senden
          </Button>
        </div>
      </Form>
    </FormCard>
  )
}
