import { data } from 'react-router'
import { cameThroughProxy, isLoopbackAddress } from '#domain/forwarding.ts'
import { formatDateLabel } from '#domain/time.ts'
import { isLoopbackHostName } from '#domain/variants.ts'
import { appContext } from '../context.ts'
import { fail } from '../errors.ts'
import styles from '../features/accounts/DevMailbox.module.css'
import { accountMeta, NO_STORE } from '../forms.ts'
import { useRootData } from '../root.tsx'
import { FormCard } from '../ui/FormCard.tsx'
import type { Route } from './+types/dev-mailbox.ts'

// The development mailbox (decision 004): when no SMTP server is configured, mails land in
// DATA_DIR/mail and are read here. docs/security.md: it shows password-reset links, so it exists only
// with DEV_MAILBOX=true outside production (services.outbox is null otherwise) and answers only
// requests made on this machine; for everyone else it is a plain 404.

/**
 * A request from this machine itself: a loopback client address (the socket's, or with
 * TRUST_PROXY the one the trusted proxies name), no forwarding header (a proxy on this machine
 * would make every visitor look like loopback), and a loopback Host. The last one refuses DNS
 * rebinding: a page of evil.example whose name was made to point at 127.0.0.1 sends
 * `Host: evil.example`, which is not one of our loopback names.
 */
function isLocalRequest(request: Request, ip: string | null): boolean {
  const hostname = URL.parse(`http://${request.headers.get('Host') ?? ''}`)?.hostname ?? ''
  return (
    isLoopbackAddress(ip) &&
    !cameThroughProxy((name) => request.headers.has(name)) &&
    isLoopbackHostName(hostname)
  )
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const app = context.get(appContext)
  if (!app.services.outbox || !isLocalRequest(request, app.client.ip)) fail('NotFound')
  // ?an=address and ?betreff=text narrow the list (the newest 100 that match)
  const url = new URL(request.url)
  const mails = await app.services.outbox({
    to: url.searchParams.get('an') ?? undefined,
    subject: url.searchParams.get('betreff') ?? undefined,
  })
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
    <FormCard
      title="Postausgang"
      intro="Mails, die ohne SMTP-Server verschickt wurden (nur mit DEV_MAILBOX=true, nur von diesem Rechner aus)."
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
    </FormCard>
  )
}
