import { CSRF_FIELD } from '../../csrf.ts'
import styles from './FollowButton.module.css'

// issue 15: `Thema folgen` / `Forum folgen` — a POST to /forum/aktion/Subscribe.html with the
// session's CSRF token, back to the page; visitors get the login with the way back.

export const SUBSCRIBE_PATH = '/forum/aktion/Subscribe.html'

export function FollowButton({
  target,
  id,
  following,
  csrf,
  back,
  isMember,
}: {
  target: 'thread' | 'board'
  id: number
  following: boolean
  csrf: string
  back: string
  isMember: boolean
}) {
  const label = target === 'thread' ? 'Thema' : 'Forum'
  if (!isMember) {
    return (
      <a
        className={styles.button}
        href={`/login.html?${new URLSearchParams({ redirectAfterProcess: back })}`}
      >
        {`${label} folgen`}
      </a>
    )
  }
  return (
    <form method="post" action={SUBSCRIBE_PATH} className={styles.form}>
      <input type="hidden" name={CSRF_FIELD} value={csrf} />
      <input type="hidden" name={target === 'thread' ? 'threadId' : 'boardId'} value={id} />
      <input type="hidden" name="intent" value={following ? 'unfollow' : 'follow'} />
      <input type="hidden" name="back" value={back} />
      <button type="submit" className={following ? styles.following : styles.button} aria-pressed={following}>
        {following ? `${label} folgst Du` : `${label} folgen`}
      </button>
    </form>
  )
}
