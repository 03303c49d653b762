import { Link } from 'react-router'
import { appContext } from '../context.ts'
import { memberPostsHref, memberThreadsHref } from '../features/profile/member-links.ts'
import { accountMeta, requireMember } from '../forms.ts'
import { useRootData } from '../root.tsx'
import { buttonClass } from '../ui/Button.tsx'
import { FormCard, formStyles as styles } from '../ui/FormCard.tsx'
import type { Route } from './+types/cockpit.ts'

// "Mein MOTOR-TALK": where a member lands after login from the home page (spec 000 §7).

export async function loader({ request, context }: Route.LoaderArgs) {
  const app = context.get(appContext)
  const viewer = requireMember(request, app)
  // the header's list mixes mentions in; this counts private messages only, as the inbox does
  const unreadMessages = await app.services.messages.countUnread(viewer)
  return { displayName: viewer.displayName, slug: viewer.slug, userId: viewer.userId, unreadMessages }
}

export function meta({ matches }: Route.MetaArgs) {
  return accountMeta('Mein Bereich', matches)
}

export default function Cockpit({ loaderData }: Route.ComponentProps) {
  const { headerData } = useRootData()
  const unread = loaderData.unreadMessages
  const threads = headerData?.threadUpdates.length ?? 0
  return (
    <FormCard title={`Hallo ${loaderData.displayName}!`} intro="Schön, dass Du da bist.">
      <ul className={styles.list}>
        <li>
          <a href="/cockpit/pms/PrivateMessageList.html">Private Nachrichten</a>
          {unread > 0 ? ` (${unread} ungelesen)` : ''}
        </li>
        <li>
          <a href="/cockpit/abonnements">
            Abonnierte Themen{threads > 0 ? `: ${threads} mit neuen Beiträgen` : ''}
          </a>
        </li>
        <li>
          <a href="/cockpit/benachrichtigungen">Benachrichtigungen</a>
        </li>
        <li>
          <a href={memberThreadsHref(loaderData.userId)}>Meine Themen</a>
        </li>
        <li>
          <a href={memberPostsHref(loaderData.userId)}>Meine Beiträge</a>
        </li>
        <li>
          <a href={`/nutzer/${loaderData.slug}/fzprofile`}>Meine Fahrzeuge</a>
        </li>
        <li>
          <a href={`/nutzer/${loaderData.slug}/friends`}>Meine Freunde</a>
        </li>
        <li>
          <Link to="/cockpit/meldungen">Meldungen &amp; Entscheidungen</Link>
        </li>
        <li>
          <a href={`/nutzer/${loaderData.slug}`}>Mein Profil</a>
        </li>
        <li>
          <Link to="/cockpit/EinstellungenUebersicht.html">Einstellungen</Link>
        </li>
      </ul>
      <Link to="/forum.html" className={buttonClass()}>
        Zum Forum
      </Link>
    </FormCard>
  )
}
