import { data, Form, redirect } from 'react-router'
import { ProfileTextsForm } from '#domain/account-input.ts'
import {
  ABOUT_ME_MAX_LENGTH,
  SIGNATURE_MAX_LENGTH,
  SIGNATURE_MAX_LINES,
  SIGNATURE_MAX_LINKS,
  USER_TITLE_MAX_LENGTH,
} from '#domain/limits.ts'
import { formatNumber } from '#domain/numbers.ts'
import { SIGNATURE_RULE, USERNAME_FIXED, userTitleExplanation } from '#domain/profile.ts'
import { appContext } from '../../context.ts'
import { CSRF_FIELD } from '../../csrf.ts'
import { flag, memberSettings } from '../../features/settings/load-settings.ts'
import settingsStyles from '../../features/settings/Settings.module.css'
import { SettingsFrame } from '../../features/settings/SettingsFrame.tsx'
import { parseFields, parseForm } from '../../form-parser.ts'
import { accountMeta, NO_STORE } from '../../forms.ts'
import { Button } from '../../ui/Button.tsx'
import { Field } from '../../ui/Field.tsx'
import { Notice, formStyles as styles } from '../../ui/FormCard.tsx'
import { TextAreaField } from '../../ui/TextAreaField.tsx'
import type { Route } from './+types/profile.ts'

// /cockpit/einstellungen/profil (spec 000 §3, §5): 'Über mich', the user title (more
// than 30 posts) and the signature; the username shown, not changeable.

const PATH = '/cockpit/einstellungen/profil'

export async function loader({ request, context }: Route.LoaderArgs) {
  const { settings, csrf } = await memberSettings(request, context.get(appContext))
  return data(
    {
      csrf,
      settings,
      values: { aboutMe: settings.aboutMe, userTitle: settings.userTitle, signature: settings.signature },
      errors: {} as Record<string, string>,
      error: null as string | null,
      message: flag(request, 'gespeichert') ? 'Dein Profil ist gespeichert.' : null,
    },
    { headers: NO_STORE },
  )
}

export async function action({ request, context }: Route.ActionArgs) {
  const app = context.get(appContext)
  const { viewer, settings, csrf } = await memberSettings(request, app)
  const parsed = await parseForm(request, app, ProfileTextsForm)
  // the schema only reads the fields (profile-input.ts checks them), so a refused token keeps them too
  const read = parsed.ok ? parsed : parseFields(parsed.form, ProfileTextsForm)
  const typed = read.ok ? read.values : { aboutMe: '', signature: '' }
  // what the member typed comes back with any refusal; a disabled title field sends nothing
  const values = {
    aboutMe: typed.aboutMe,
    userTitle: typed.userTitle ?? settings.userTitle,
    signature: typed.signature,
  }
  const state = { csrf, settings, values, message: null }
  if (!parsed.ok) {
    return data(
      { ...state, errors: {} as Record<string, string>, error: parsed.refusal.message },
      { status: parsed.refusal.status, headers: NO_STORE },
    )
  }
  const result = await app.services.profile.updateProfile(viewer, {
    aboutMe: typed.aboutMe,
    signature: typed.signature,
    ...(typed.userTitle === undefined ? {} : { userTitle: typed.userTitle }),
  })
  if (!result.ok) {
    return data(
      { ...state, errors: result.fieldErrors, error: result.message },
      { status: result.status, headers: NO_STORE },
    )
  }
  throw redirect(`${PATH}?gespeichert`, 303)
}

export function meta({ matches }: Route.MetaArgs) {
  return accountMeta('Profil bearbeiten', matches)
}

export default function ProfileSettings({ loaderData, actionData }: Route.ComponentProps) {
  const { csrf, settings, values, errors, error, message } = actionData ?? loaderData
  return (
    <SettingsFrame
      current="profile"
      title="Profil bearbeiten"
      intro={
        <>
          So sehen Dich andere auf Deinem <a href={`/nutzer/${settings.slug}`}>Profil</a> und an Deinen
          Beiträgen.
        </>
      }
    >
      {message && <Notice tone="success">{message}</Notice>}
      {error && <Notice tone="error">{error}</Notice>}
      {settings.hiddenByModeration && (
        <Notice>
          Die Moderation hat Deine Profiltexte ausgeblendet: Andere Mitglieder sehen weder „Über mich“ noch
          Benutzertitel oder Signatur.
        </Notice>
      )}
      <Form method="post" action={PATH} className={styles.form}>
        <input type="hidden" name={CSRF_FIELD} value={csrf} />
        <Field
          name="username"
          label="Benutzername"
          value={settings.username}
          readOnly
          aria-readonly="true"
          hint={USERNAME_FIXED}
        />
        <TextAreaField
          name="aboutMe"
          label="Über mich"
          rows={8}
          maxLength={ABOUT_ME_MAX_LENGTH}
          defaultValue={values.aboutMe}
          error={errors.aboutMe}
          hint={`Höchstens ${formatNumber(ABOUT_ME_MAX_LENGTH)} Zeichen. Formatierung wie in Beiträgen: [b]fett[/b], [i]kursiv[/i], [url]Link[/url], [quote]Zitat[/quote], [list][*]Punkt[/list].`}
        />
        <Field
          name="userTitle"
          label="Benutzertitel"
          defaultValue={values.userTitle}
          maxLength={USER_TITLE_MAX_LENGTH}
          disabled={!settings.canSetUserTitle}
          error={errors.userTitle}
          hint={
            settings.canSetUserTitle
              ? `Steht unter Deinem Namen im Profil und an Deinen Beiträgen. Höchstens ${USER_TITLE_MAX_LENGTH} Zeichen.`
              : userTitleExplanation(settings.posts)
          }
        />
        <TextAreaField
          name="signature"
          label="Signatur"
          rows={SIGNATURE_MAX_LINES}
          maxLength={SIGNATURE_MAX_LENGTH}
          defaultValue={values.signature}
          error={errors.signature}
          hint={`Höchstens ${SIGNATURE_MAX_LENGTH} Zeichen in ${SIGNATURE_MAX_LINES} Zeilen mit bis zu ${SIGNATURE_MAX_LINKS} Links; nur [b]fett[/b], [i]kursiv[/i] und [url]Link[/url].`}
        />
        <blockquote className={settingsStyles.rule} cite="/info/beitragsregeln#signatur">
          {SIGNATURE_RULE} (<a href="/info/beitragsregeln#signatur">Beitragsregeln</a>)
        </blockquote>
        <div className={styles.actions}>
          <Button type="submit">Profil speichern</Button>
        </div>
      </Form>
    </SettingsFrame>
  )
}
