import { loginAction } from '#domain/account-links.ts'
import { Icon } from '../../ui/Icon.tsx'
import styles from './SiteHeader.module.css'

/**
 * The visitor's login button (spec 000 §2.1, §7): a form POST to /login.html with a hidden
 * telemetry field; the query says where to return after logging in or cancelling.
 */
export function LoginButton({ currentPath }: { currentPath: string }) {
  return (
    <form method="post" action={loginAction(currentPath)} className={styles.loginForm}>
      <input type="hidden" name="telemetry" value="header" />
      <button type="submit" className={styles.loginButton}>
        <Icon name="login" size={18} />
        Anmelden
      </button>
    </form>
  )
}
