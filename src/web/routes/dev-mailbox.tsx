import { data } from 'react-router'
import { formatDateLabel } from '#domain/time.ts'
import { appContext } from '../context.ts'
import { fail } from '../errors.ts'
import { AccountCard } from '../features/accounts/AccountCard.tsx'
import styles from '../features/accounts/DevMailbox.module.css'
import { accountMeta, NO_STORE } from '../features/accounts/forms.ts'
import { useRootData } from '../root.tsx'
import type { Route } from './+types/dev-mailbox.ts'

// The development mailbox (issue 4 §1): outside production, when no SMTP server is configured,
// mails land in DATA_DIR/mail and are read here. In production this page does not exist.

export async function loader({ context }: Route.LoaderArgs) {
  const app = context.get(appContext)
  if (!app.services.outbox) fail('NotFound')
  const mails = await app.services.outbox()
  return data({ mails }, { headers: NO_STORE })
}

export function meta({ matches }: Route.MetaArgs) {
  return accountMeta('Postausgang (Entwicklung)', matches)
}

/** Links in a mail's text, made clickable. */
function Linkified({ text }: { text: string }) {
  const parts = text.split(/(https?:\/\/\S+)/g)
  return (
    <pre className={styles.body}>
      {parts.map((part, index) =>
        /^https?:\/\//.test(part) ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed text
          <a key={index} href={part}>
            {part}
          </a>
        ) : (
          part
        ),
      )}
    </pre>
  )
}

export default function DevMailbox({ loaderData }: Route.ComponentProps) {
  const { now } = useRootData()
  return (
    <AccountCard
      title="Postausgang"
      intro="Mails, die ohne SMTP-Server verschickt wurden (nur außerhalb der Produktion)."
    >
      {loaderData.mails.length === 0 && <p>Noch keine Mails.</p>}
      {loaderData.mails.map((mail) => (
        <article key={mail.id} className={styles.mail} aria-label={mail.subject}>
          <h2 className={styles.subject}>{mail.subject}</h2>
          <p className={styles.meta}>
            An {mail.to} · {formatDateLabel(new Date(mail.date), { now: new Date(now) })}
          </p>
          <Linkified text={mail.text} />
        </article>
      ))}
    </AccountCard>
  )
}
