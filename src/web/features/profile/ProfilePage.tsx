import { Fragment } from 'react'
import { formatNumber } from '#domain/numbers.ts'
import { profileRoleLine } from '#domain/permissions.ts'
import { signatureInline } from '#domain/profile.ts'
import { formatLongDate, formatProfilePostDate } from '#domain/time.ts'
import { OWN_HOSTS } from '#domain/variants.ts'
import { AppLink } from '../../ui/AppLink.tsx'
import { PostInline, PostText } from '../posts/PostText.tsx'
import { ReportMenu } from '../report/ReportMenu.tsx'
import type { ProfilePageData } from './load-profile.ts'
import styles from './ProfilePage.module.css'

/** spec 001 §2 'Übersicht': topics, replies, blog articles, vehicles, thanks, friends, blog comments. */
function overview(statistics: ProfilePageData['user']['statistics']): [string, number][] {
  return [
    ['Themen', statistics.numberOfTopics],
    ['Antworten', statistics.numberOfReplies],
    ['Blogartikel', statistics.numberOfArticles],
    ['Fahrzeuge', statistics.numberOfVehicles],
    ['Danke', statistics.numThumbsUpReceived],
    ['Freunde', statistics.numberOfFriends],
    ['Blog-Kommentare', statistics.numberOfComments],
  ]
}

function vehicleLabel(relation: {
  manufacturerName: string
  seriesName: string | null
  modelName: string | null
}) {
  return [relation.manufacturerName, relation.seriesName, relation.modelName].filter(Boolean).join(' · ')
}

/** issue 12: what everyone but the owner and admins reads instead of texts hidden by a measure. */
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
              {overview(user.statistics).map(([label, value]) => (
                <div key={label} className={styles.stat}>
                  <dt>{label}</dt>
                  <dd>{formatNumber(value)}</dd>
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
              // issue 14: 'Über mich' is written in the posts' markup and shown as posts are
              <div className={styles.about}>
                <PostText source={about} referrer={user.path} ownHosts={OWN_HOSTS} />
              </div>
            ) : (
              <p className={styles.muted}>{`${user.displayName} hat noch nichts über sich geschrieben.`}</p>
            )}
          </section>

          {signature && (
            // issue 14 (spec 001 §3 profileData.signature): as it stands under the member's posts
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
