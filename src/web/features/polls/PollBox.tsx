import { Form } from 'react-router'
import { CSRF_FIELD } from '../../csrf.ts'
import styles from './PollBox.module.css'

// decision 036: a thread's poll. Members who have not voted in an open poll see the ballot; everyone
// else sees the results (visitors always: they cannot vote, and the results are public).

export interface PollBoxData {
  threadId: number
  question: string
  totalVotes: string
  closed: boolean
  closesAt: string | null
  showResults: boolean
  votedOptionId: number | null
  options: { id: number; text: string; votes: number; percent: number }[]
}

export function PollBox({
  poll,
  isMember,
  csrf,
  loginPath,
}: {
  poll: PollBoxData
  isMember: boolean
  csrf: string
  loginPath: string
}) {
  return (
    <section className={styles.poll} id="umfrage" aria-labelledby="umfrage-frage">
      <p className={styles.kicker}>Umfrage{poll.closed ? ' · beendet' : ''}</p>
      <h2 id="umfrage-frage">{poll.question}</h2>
      {poll.showResults ? (
        <ul className={styles.results} aria-label="Ergebnis">
          {poll.options.map((option) => (
            <li key={option.id}>
              <span className={styles.label}>
                {option.text}
                {option.id === poll.votedOptionId && <strong> (Deine Stimme)</strong>}
              </span>
              <span className={styles.share}>{option.percent} %</span>
              <span className={styles.bar} aria-hidden="true">
                <span style={{ width: `${option.percent}%` }} />
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <Form method="post" action="/forum/aktion/Vote.html" className={styles.ballot}>
          <input type="hidden" name={CSRF_FIELD} value={csrf} />
          <input type="hidden" name="threadId" value={poll.threadId} />
          <fieldset>
            <legend className={styles.hidden}>{poll.question}</legend>
            {poll.options.map((option) => (
              <label key={option.id}>
                <input type="radio" name="optionId" value={option.id} required /> {option.text}
              </label>
            ))}
          </fieldset>
          <button type="submit">Abstimmen</button>
        </Form>
      )}
      <p className={styles.meta}>
        {poll.totalVotes}
        {poll.closesAt && (poll.closed ? ` · beendet am ${poll.closesAt}` : ` · läuft bis ${poll.closesAt}`)}
        {!isMember && !poll.closed && (
          <>
            {' · '}
            <a href={loginPath}>Anmelden und abstimmen</a>
          </>
        )}
      </p>
    </section>
  )
}
