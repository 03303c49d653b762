import { Fragment } from 'react'
import { writeHref } from '#domain/messages.ts'
import { formatNumber } from '#domain/numbers.ts'
import { profileRoleLine } from '#domain/permissions.ts'
import { signatureInline } from '#domain/profile.ts'
import { formatLongDate, formatProfilePostDate } from '#domain/time.ts'
import { OWN_HOSTS } from '#domain/variants.ts'
import { vehicleLabel } from '#domain/vehicle-tag.ts'
import { CSRF_FIELD } from '../../csrf.ts'
import { AppLink } from '../../ui/AppLink.tsx'
import { PostInline, PostText } from '../../ui/PostText.tsx'
import { ReportMenu } from '../report/ReportMenu.tsx'
import type { ProfilePageData } from './load-profile.ts'
import { memberPostsHref, memberThreadsHref } from './member-links.ts'
import styles from './ProfilePage.module.css'

/**
 * spec 001 §2 'Übersicht': topics, replies, blog articles, vehicles, thanks, friends, blog
 * comments; each count that has a list links to it.
 */
function overview(user: ProfilePageData['user']): [string, number, string | null][] {
  const { statistics } = user
  return [
    ['Themen', statistics.numberOfTopics, memberThreadsHref(user.userId)],
    ['Antworten', statistics.numberOfReplies, memberPostsHref(user.userId)],
    ['Blogartikel', statistics.numberOfArticles, `/nutzer/${user.slug}/blogs`],
    ['Fahrzeuge', statistics.numberOfVehicles, `/nutzer/${user.slug}/fzprofile`],
    ['Danke', statistics.numThumbsUpReceived, null],
    ['Freunde', statistics.numberOfFriends, `/nutzer/${user.slug}/friends`],
    ['Blog-Kommentare', statistics.numberOfComments, null],
  ]
}

const RELATION_TEXTS = {
  none: null,
  buddy: 'Dein Buddy',
  friend: 'Ihr seid Freunde',
  fan: 'hat Dich als Buddy hinzugefügt',
} as const

/** spec 000 §3: a member's ways to someone else: a message, the buddy add, the ignore list. */
function MemberActions({ data }: { data: ProfilePageData }) {
  const { member, user } = data
  if (!member) return null
  const relation = RELATION_TEXTS[member.relation]
  const back = `/nutzer/${user.slug}`
  return (
    <div className={styles.memberActions}>
      {relation && (
        <p className={styles.relation}>
          {member.relation === 'fan' ? `${user.displayName} ${relation}` : relation}
        </p>
      )}
      <a className={styles.action} href={writeHref({ to: user.slug })}>
        Nachricht schreiben
      </a>
      <form method="post" action={`/nutzer/${user.slug}/friends`}>
        <input type="hidden" name={CSRF_FIELD} value={member.csrf} />
        <input
          type="hidden"
          name="intent"
          value={member.relation === 'buddy' || member.relation === 'friend' ? 'remove' : 'add'}
        />
        <input type="hidden" name="back" value={back} />
        <button type="submit" className={styles.action}>
          {member.relation === 'buddy' || member.relation === 'friend'
            ? 'Buddy entfernen'
            : 'Als Buddy hinzufügen'}
        </button>
      </form>
      <form method="post" action="/cockpit/ignorierliste">
        <input type="hidden" name={CSRF_FIELD} value={member.csrf} />
        <input type="hidden" name="intent" value={member.ignored ? 'remove' : 'add'} />
        <input type="hidden" name="userId" value={user.userId} />
        <input type="hidden" name="back" value={back} />
        <button type="submit" className={styles.actionQuiet}>
          {member.ignored ? 'Nicht mehr ignorieren' : 'Ignorieren'}
        </button>
      </form>
    </div>
  )
}

/** decision 020: what everyone but the owner and admins reads instead of texts hidden by a measure. */
export const PROFILE_TEXTS_HIDDEN = 'Dieser Inhalt wurde von der Moderation ausgeblendet.'

/** The public profile (spec 001 §2): cover, sidebar, role line, overview, about me, last post. */
export function ProfilePage({ data, now }: { data: ProfilePageData; now: string }) {
  const { user } = data
  const clock = { now: new Date(now) }
  const roleLine = profileRoleLine(user)
  const lastPost = user.statistics.lastPost
  const about = user.profileData.personalInformation.trim()
  const signature = user.profileData.textsWithheld ? '' : user.profileData.signature.trim()
  return (
    <div className={styles.page}>
      <div className={styles.cover} aria-hidden="true" />
      <div className={styles.layout}>
        <aside className={styles.sidebar} aria-label="Mitglied">
          <ReportMenu
            placement="profile"
            category="nutzer"
            target={user.slug}
            ownerId={user.userId}
            anonymized={user.isAnonymized}
            label="Profilinhalt melden"
            menuLabel="Aktionen zum Profil"
          />
          <img
            src={user.avatarUrl}
            srcSet={user.avatarSrcSet ?? undefined}
            sizes={user.avatarSrcSet ? '96px' : undefined}
            alt=""
            width={96}
            height={96}
            className={styles.avatar}
          />
          <h1 className={styles.name}>{user.displayName}</h1>
          {user.profileData.userTitle && <p className={styles.userTitle}>{user.profileData.userTitle}</p>}
          {roleLine && (
            <p className={styles.role}>
              <strong>{roleLine.label}</strong>
              {roleLine.tail !== '' || roleLine.boards.length > 0 ? ' für ' : ''}
              {roleLine.boards.map((board, index) => (
                <Fragment key={board.id}>
                  {index > 0 && ', '}
                  <AppLink href={board.path}>{board.name}</AppLink>
                </Fragment>
              ))}
              {roleLine.boards.length > 0 ? roleLine.tail : roleLine.tail.trimStart()}
            </p>
          )}
          <p className={styles.since}>
            Mitglied seit{' '}
            <time dateTime={user.profileData.registrationDate}>
              {formatLongDate(new Date(user.profileData.registrationDate))}
            </time>
          </p>
          {user.profileData.onlineStatus === 'online' && <p className={styles.online}>Jetzt online</p>}
          <MemberActions data={data} />
          {data.isOwnProfile && (
            <p className={styles.edit}>
              <a href="/cockpit/einstellungen/profil">Profil bearbeiten</a>
            </p>
          )}
        </aside>

        <div className={styles.main}>
          <section className={styles.card} aria-labelledby="profile-overview">
            <h2 id="profile-overview" className={styles.heading}>
              Übersicht
            </h2>
            <dl className={styles.stats}>
              {overview(user).map(([label, value, href]) => (
                <div key={label} className={styles.stat}>
                  <dt>{label}</dt>
                  <dd>
                    {href ? (
                      <a href={href} aria-label={`${label}: ${formatNumber(value)}`}>
                        {formatNumber(value)}
                      </a>
                    ) : (
                      formatNumber(value)
                    )}
                  </dd>
                </div>
              ))}
            </dl>
          </section>

          <section className={styles.card} aria-labelledby="profile-about">
            <h2 id="profile-about" className={styles.heading}>
              Über mich
            </h2>
            {user.profileData.isHiddenByModeration && !user.profileData.textsWithheld && (
              <p className={styles.muted} role="note">
                Von der Moderation ausgeblendet: Andere Mitglieder sehen diese Angaben nicht.
              </p>
            )}
            {user.profileData.textsWithheld ? (
              <p className={styles.muted}>{PROFILE_TEXTS_HIDDEN}</p>
            ) : about ? (
              // decision 027: 'Über mich' is written in the posts' markup and shown as posts are
              <div className={styles.about}>
                <PostText source={about} referrer={user.path} ownHosts={OWN_HOSTS} />
              </div>
            ) : (
              <p className={styles.muted}>{`${user.displayName} hat noch nichts über sich geschrieben.`}</p>
            )}
          </section>

          {signature && (
            // decision 027 (spec 001 §3 profileData.signature): as it stands under the member's posts
            <section className={styles.card} aria-labelledby="profile-signature">
              <h2 id="profile-signature" className={styles.heading}>
                Signatur
              </h2>
              <p className={styles.signature}>
                <PostInline nodes={signatureInline(signature)} referrer={user.path} ownHosts={OWN_HOSTS} />
              </p>
            </section>
          )}

          <section className={styles.card}>
            <div role="tablist" aria-label="Aktivität" className={styles.tabs}>
              <button
                type="button"
                role="tab"
                id="profile-tab-last-post"
                aria-selected={lastPost !== null}
                aria-controls="profile-panel-last-post"
                aria-disabled={lastPost === null}
                disabled={lastPost === null}
                className={styles.tab}
              >
                Letzter Beitrag
              </button>
            </div>
            <div role="tabpanel" id="profile-panel-last-post" aria-labelledby="profile-tab-last-post">
              {lastPost?.thread ? (
                <article className={styles.lastPost}>
                  {lastPost.thread.fzdbRelation && (
                    <span className={styles.vehicle}>{vehicleLabel(lastPost.thread.fzdbRelation)}</span>
                  )}
                  <h3 className={styles.threadTitle}>
                    <AppLink href={lastPost.path}>{lastPost.thread.title}</AppLink>
                  </h3>
                  <div className={styles.postMeta}>
                    <img
                      src={user.avatarUrl}
                      srcSet={user.avatarSrcSet ?? undefined}
                      sizes={user.avatarSrcSet ? '32px' : undefined}
                      alt=""
                      width={32}
                      height={32}
                      className={styles.smallAvatar}
                    />
                    <span>{user.displayName}</span>
                    <time dateTime={lastPost.createdAt}>
                      {formatProfilePostDate(new Date(lastPost.createdAt), clock)}
                    </time>
                  </div>
                  <PostText source={lastPost.text} referrer={user.path} ownHosts={OWN_HOSTS} />
                </article>
              ) : (
                <p className={styles.muted}>Dieser MOTOR-TALKer hat noch keine Beiträge verfasst.</p>
              )}
            </div>
          </section>
        </div>
      </div>
    </div>
  )
}
