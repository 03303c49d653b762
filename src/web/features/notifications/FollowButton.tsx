import { Form } from 'react-router'
import { SUBSCRIBE_ACTION } from '#domain/notifications.ts'
import { CSRF_FIELD } from '../../csrf.ts'
import { Button } from '../../ui/Button.tsx'
import styles from './Notifications.module.css'

const LABELS = {
  thread: { follow: 'Thema folgen', unfollow: 'Nicht mehr folgen' },
  board: { follow: 'Forum folgen', unfollow: 'Forum nicht mehr folgen' },
  blog: { follow: 'Blog folgen', unfollow: 'Nicht mehr folgen' },
} as const

/**
 * decision 030: follow or unfollow a thread or board (POST /forum/aktion/Subscribe.html, 303 back).
 * Visitors see 'folgen' too; the action sends them through login first.
 */
export function FollowButton({
  target,
  id,
  following,
  csrf,
  returnTo,
  label,
}: {
  target: 'thread' | 'board' | 'blog'
  id: number
  following: boolean
  csrf: string
  returnTo: string
  /** the unfollow button in a list names what it ends */
  label?: string
}) {
  return (
    <Form method="post" action={SUBSCRIBE_ACTION} className={styles.followForm}>
      {csrf !== '' && <input type="hidden" name={CSRF_FIELD} value={csrf} />}
      <input type="hidden" name="target" value={target} />
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="follow" value={following ? '0' : '1'} />
      <input type="hidden" name="returnTo" value={returnTo} />
      {/* following is the quiet state (DESIGN.md: one primary action per view): after a reply the
          member follows the thread by default, so 'Nicht mehr folgen' must not be the loudest button */}
      <Button
        variant={following ? 'ghost' : 'secondary'}
        size="small"
        className={styles.follow}
        aria-pressed={following}
        aria-label={label}
      >
        <span aria-hidden="true">{following ? '★' : '☆'}</span>
        {following ? LABELS[target].unfollow : LABELS[target].follow}
      </Button>
    </Form>
  )
}
