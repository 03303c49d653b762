import { PASSWORD_RULES, type PasswordRule, passwordRuleStates } from '#domain/account-rules.ts'
import styles from '../../ui/Form.module.css'

/**
 * The password rules under the password field, shown before the first submit (spec 000 §5:
 * registration needs a password). Once scripts run, each rule is ticked or marked while typing;
 * without them the list is plain text, and the server checks the same rules either way.
 */
export function PasswordRules({
  id,
  password,
  username,
  email,
}: {
  id: string
  /** null before anything was typed (or without scripts): no rule is marked yet */
  password: string | null
  username?: string
  email?: string
}) {
  const states = password === null ? null : passwordRuleStates(password, { username, email })
  return (
    <ul id={id} className={styles.rules}>
      {(Object.keys(PASSWORD_RULES) as PasswordRule[]).map((rule) => {
        // without the name and address (the reset form) that rule is listed, checked by the server
        const met =
          rule === 'personal' && username === undefined && email === undefined ? undefined : states?.[rule]
        return (
          <li key={rule} data-rule={rule} data-met={met === undefined ? undefined : String(met)}>
            <span aria-hidden="true">{met === undefined ? '•' : met ? '✓' : '✗'}</span> {PASSWORD_RULES[rule]}
            {met === false && <span className="visually-hidden"> (noch nicht erfüllt)</span>}
          </li>
        )
      })}
    </ul>
  )
}
