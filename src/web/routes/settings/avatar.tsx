import { data, Form, redirect } from 'react-router'
import { AvatarForm } from '#domain/account-input.ts'
import { AVATAR_MAX_BYTES, AVATAR_SIZE } from '#domain/limits.ts'
import { avatarSrcSet } from '#domain/profile.ts'
import { appContext } from '../../context.ts'
import { CSRF_FIELD } from '../../csrf.ts'
import { flag, memberSettings } from '../../features/settings/load-settings.ts'
import settingsStyles from '../../features/settings/Settings.module.css'
import { SettingsFrame } from '../../features/settings/SettingsFrame.tsx'
import { parseForm } from '../../form-parser.ts'
import { accountMeta, NO_STORE } from '../../forms.ts'
import { Button } from '../../ui/Button.tsx'
import { Notice, formStyles as styles } from '../../ui/FormCard.tsx'
import type { Route } from './+types/avatar.ts'

// /cockpit/einstellungen/avatar (spec 000 §3, §5): upload a picture, cropped to
// 70 × 70 px (and 140, 280 for dense screens), or go back to the default picture. The body limit
// of this route is AVATAR_FORM_BODY_MAX_BYTES (server/body-limits.ts).

const PATH = '/cockpit/einstellungen/avatar'
const DEFAULT_AVATAR = '/images/avatar-default.svg'
const ACCEPT = 'image/jpeg,image/png,image/gif,image/webp'

export async function loader({ request, context }: Route.LoaderArgs) {
  const { settings, csrf } = await memberSettings(request, context.get(appContext))
  const message = flag(request, 'gespeichert')
    ? 'Dein neuer Avatar ist gespeichert.'
    : flag(request, 'entfernt')
      ? 'Dein Avatar ist entfernt. Du erscheinst wieder mit dem Standardbild.'
      : null
  return data(
    { csrf, avatarUrl: settings.avatarUrl, error: null as string | null, message },
    { headers: NO_STORE },
  )
}

export async function action({ request, context }: Route.ActionArgs) {
  const app = context.get(appContext)
  const { viewer, settings, csrf } = await memberSettings(request, app)
  const parsed = await parseForm(request, app, AvatarForm)
  const state = { csrf, avatarUrl: settings.avatarUrl, message: null }
  if (!parsed.ok) {
    return data(
      { ...state, error: parsed.refusal.message },
      { status: parsed.refusal.status, headers: NO_STORE },
    )
  }
  if (parsed.values.intent === 'remove') {
    const removed = await app.services.profile.removeAvatar(viewer)
    if (!removed.ok)
      return data({ ...state, error: removed.message }, { status: removed.status, headers: NO_STORE })
    throw redirect(`${PATH}?entfernt`, 303)
  }
  const file = parsed.values.avatar
  const bytes = file ? new Uint8Array(await file.arrayBuffer()) : new Uint8Array(0)
  const result = await app.services.profile.setAvatar(viewer, { bytes })
  if (!result.ok)
    return data({ ...state, error: result.message }, { status: result.status, headers: NO_STORE })
  throw redirect(`${PATH}?gespeichert`, 303)
}

export function meta({ matches }: Route.MetaArgs) {
  return accountMeta('Avatar', matches)
}

export default function AvatarSettings({ loaderData, actionData }: Route.ComponentProps) {
  const { csrf, avatarUrl, error, message } = actionData ?? loaderData
  const srcSet = avatarSrcSet(avatarUrl) ?? undefined
  return (
    <SettingsFrame
      current="avatar"
      title="Avatar"
      intro="Dein Bild erscheint in Deinem Profil, neben Deinen Beiträgen und in der Kopfzeile."
    >
      {message && <Notice tone="success">{message}</Notice>}
      {error && <Notice tone="error">{error}</Notice>}
      <div className={settingsStyles.avatarRow}>
        <img
          src={avatarUrl ?? DEFAULT_AVATAR}
          srcSet={srcSet}
          sizes={srcSet ? '140px' : undefined}
          alt={avatarUrl ? 'Dein Avatar' : 'Standardbild (noch kein eigener Avatar)'}
          width={140}
          height={140}
          className={settingsStyles.avatarLarge}
        />
        <img
          src={avatarUrl ?? DEFAULT_AVATAR}
          srcSet={srcSet}
          sizes={srcSet ? `${AVATAR_SIZE}px` : undefined}
          alt=""
          width={AVATAR_SIZE}
          height={AVATAR_SIZE}
          className={settingsStyles.avatarSmall}
        />
      </div>
      <Form method="post" action={PATH} encType="multipart/form-data" className={styles.form}>
        <input type="hidden" name={CSRF_FIELD} value={csrf} />
        <div className={styles.field}>
          <label className={styles.label} htmlFor="field-avatar">
            Neues Bild
          </label>
          <input
            id="field-avatar"
            name="avatar"
            type="file"
            accept={ACCEPT}
            required
            className={settingsStyles.file}
            aria-describedby="field-avatar-hint"
            aria-invalid={error ? true : undefined}
          />
          <span id="field-avatar-hint" className={styles.hint}>
            {`JPG, PNG, GIF oder WebP, höchstens ${AVATAR_MAX_BYTES / 1024 / 1024} MB und mindestens ${AVATAR_SIZE} × ${AVATAR_SIZE} Pixel. Wir schneiden es quadratisch auf ${AVATAR_SIZE} × ${AVATAR_SIZE} Pixel zu und behalten dabei das Motiv im Blick; Angaben wie Aufnahmeort und Kamera entfernen wir.`}
          </span>
        </div>
        <div className={styles.actions}>
          <Button type="submit">Avatar hochladen</Button>
        </div>
      </Form>
      {avatarUrl && (
        <Form method="post" action={PATH} className={settingsStyles.section}>
          <input type="hidden" name={CSRF_FIELD} value={csrf} />
          <input type="hidden" name="intent" value="remove" />
          <Button variant="danger" type="submit">
            Avatar entfernen
          </Button>
        </Form>
      )}
    </SettingsFrame>
  )
}
