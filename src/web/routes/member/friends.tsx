import { data, redirect } from 'react-router'
import { buddyFormSchema } from '#domain/profile-input.ts'
import { safeRedirectPath } from '#domain/redirects.ts'
import { OWN_HOSTS } from '#domain/variants.ts'
import { pageCacheHeaders } from '../../cache.ts'
import { appContext } from '../../context.ts'
import { memberBySlug } from '../../features/member/load-member.ts'
import styles from '../../features/member/MemberFrame.module.css'
import { MemberFrame } from '../../features/member/MemberFrame.tsx'
import { parseForm, refusedForm } from '../../form-parser.ts'
import { accountMeta, requireMember } from '../../forms.ts'
import { Notice } from '../../ui/FormCard.tsx'
import type { Route } from './+types/friends.ts'

// /nutzer/{slug}/friends (spec 000 §2.1, §4): the member's friends (mutual adds) for
// everyone; to the member themself also their buddies (added one-sidedly) and who added them.
// POST: the logged-in viewer adds this member as a buddy or removes them.

export async function loader({ params, context }: Route.LoaderArgs) {
  const app = context.get(appContext)
  const member = await memberBySlug(app, params.userSlug)
  const own = app.viewer?.userId === member.userId
  const lists = await app.services.members.buddyLists(member.userId, own)
  const person = (row: (typeof lists.friends)[number]) => ({
    id: row.id,
    slug: row.slug,
    name: row.displayName,
    avatarUrl: row.avatarUrl ?? '/images/avatar-default.svg',
  })
  return data(
    {
      member,
      own,
      friends: lists.friends.map(person),
      buddies: lists.buddies.map(person),
      fans: lists.fans.map(person),
    },
    { headers: pageCacheHeaders(app) },
  )
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const app = context.get(appContext)
  const viewer = requireMember(request, app)
  const member = await memberBySlug(app, params.userSlug)
  const parsed = await parseForm(request, app, buddyFormSchema)
  // a wrong token re-renders the page with the message, not an error page (decision 042)
  if (!parsed.ok) return refusedForm(parsed.refusal, parsed.form)
  const { intent, back } = parsed.values
  const result =
    intent === 'remove'
      ? await app.services.members.removeBuddy(viewer, member.userId)
      : await app.services.members.addBuddy(viewer, member.userId)
  if (!result.ok) throw data(result.message, { status: result.status })
  throw redirect(safeRedirectPath(back, OWN_HOSTS) ?? `/nutzer/${member.slug}/friends`, 303)
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return accountMeta(loaderData ? `Freunde von ${loaderData.member.displayName}` : 'Freunde', matches)
}

type Person = { id: number; slug: string; name: string; avatarUrl: string }

function People({ people, label, empty }: { people: Person[]; label: string; empty: string }) {
  if (people.length === 0) return <p className={styles.empty}>{empty}</p>
  return (
    <ul className={styles.people} aria-label={label}>
      {people.map((person) => (
        <li key={person.id} className={styles.person}>
          <img src={person.avatarUrl} alt="" width={40} height={40} loading="lazy" />
          <a href={`/nutzer/${person.slug}`}>{person.name}</a>
        </li>
      ))}
    </ul>
  )
}

export default function Friends({ loaderData, actionData }: Route.ComponentProps) {
  const { member, own, friends, buddies, fans } = loaderData
  return (
    <MemberFrame
      member={member}
      current="friends"
      title={own ? 'Meine Freunde' : `Freunde von ${member.displayName}`}
    >
      {actionData?.message && <Notice tone="error">{actionData.message}</Notice>}
      <section className={styles.section} aria-labelledby="friends">
        <h2 id="friends">Freunde ({friends.length})</h2>
        <People
          people={friends}
          label="Freunde"
          empty={
            own
              ? 'Noch keine Freunde: Freunde seid Ihr, wenn Ihr Euch gegenseitig als Buddy hinzufügt.'
              : 'Noch keine Freunde.'
          }
        />
      </section>
      {own && (
        <>
          <section className={styles.section} aria-labelledby="buddies">
            <h2 id="buddies">Deine Buddies ({buddies.length})</h2>
            <People
              people={buddies}
              label="Deine Buddies"
              empty="Niemand, den Du hinzugefügt hast, wartet noch auf Gegenseitigkeit."
            />
          </section>
          <section className={styles.section} aria-labelledby="fans">
            <h2 id="fans">Haben Dich als Buddy ({fans.length})</h2>
            <People
              people={fans}
              label="Haben Dich als Buddy"
              empty="Niemand sonst hat Dich als Buddy hinzugefügt."
            />
          </section>
        </>
      )}
    </MemberFrame>
  )
}
