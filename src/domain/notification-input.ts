import { z } from 'zod'
import './zod-german.ts'
import {
  type KindSetting,
  MAIL_MODES,
  type MailMode,
  NOTIFICATION_KINDS,
  type NotificationKindName,
} from './notifications.ts'

// The notification settings form's input (decisions 028–031), server side: zod stays out of the browser
// bundle (decision 018: its eval probe is refused by the Content-Security-Policy).

/** The settings form: `mail.<Kind>` = immediate|daily|off, `push.<Kind>` = on (a checkbox), `autoFollow` = on. */
export const SettingsInput = z.object({
  autoFollow: z.boolean(),
  kinds: z.record(z.enum(NOTIFICATION_KINDS), z.object({ mail: z.enum(MAIL_MODES), push: z.boolean() })),
})
export type SettingsInput = z.infer<typeof SettingsInput>

export function settingsFromForm(form: { get(name: string): unknown }): SettingsInput | null {
  const kinds: Partial<Record<NotificationKindName, KindSetting>> = {}
  for (const kind of NOTIFICATION_KINDS) {
    const mail = form.get(`mail.${kind}`)
    kinds[kind] = { mail: mail as MailMode, push: form.get(`push.${kind}`) === 'on' }
  }
  const parsed = SettingsInput.safeParse({ autoFollow: form.get('autoFollow') === 'on', kinds })
  return parsed.success ? parsed.data : null
}
