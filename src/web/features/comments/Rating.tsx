import { Form } from 'react-router'
import { RATING_STARS } from '#domain/blogs.ts'
import { CSRF_FIELD } from '../../csrf.ts'
import styles from './Comments.module.css'
import type { RefusedAnswer } from './Comments.tsx'

// decision 036 (spec 000 §4, blog setting "rating"): the article's stars — the average and count for
// everyone, and for members who are not its authors five radio buttons that send their own (a
// plain form: it works before the page's script has loaded).

export interface RatingView {
  summary: string
  average: number
  count: number
  own: number
  mayRate: boolean
  isOwner: boolean
}

export interface RateActionData {
  rating: true
  error: string
}

/** The rating form's share of a refused answer (its `intent` is `rate`). */
export function rateResult(answer: RefusedAnswer | { ok?: unknown } | undefined): RateActionData | undefined {
  if (!answer || answer.ok !== false || !('values' in answer) || answer.values.intent !== 'rate')
    return undefined
  return { rating: true, error: answer.message }
}

const STAR_NAMES = ['', 'ein Stern', 'zwei Sterne', 'drei Sterne', 'vier Sterne', 'fünf Sterne']

export function Rating({
  rating,
  isMember,
  csrf,
  loginPath,
  result,
}: {
  rating: RatingView
  isMember: boolean
  csrf: string
  loginPath: string
  result: RateActionData | undefined
}) {
  const filled = Math.round(rating.average)
  return (
    <section className={styles.rating} id="bewertung" aria-labelledby="bewertung-titel">
      <h2 id="bewertung-titel">Bewertung</h2>
      <p className={styles.stars}>
        <span aria-hidden="true" className={styles.starRow}>
          {Array.from({ length: RATING_STARS }, (_, index) => (index < filled ? '★' : '☆')).join('')}
        </span>{' '}
        {rating.summary}
      </p>
      {rating.mayRate ? (
        <Form method="post" className={styles.rateForm}>
          <input type="hidden" name={CSRF_FIELD} value={csrf} />
          <input type="hidden" name="intent" value="rate" />
          <fieldset>
            <legend>
              {rating.own > 0 ? `Deine Bewertung: ${STAR_NAMES[rating.own]}` : 'Wie gefällt Dir der Artikel?'}
            </legend>
            <div className={styles.starChoices}>
              {Array.from({ length: RATING_STARS }, (_, index) => index + 1).map((stars) => (
                <label key={stars}>
                  <input
                    type="radio"
                    name="stars"
                    value={stars}
                    defaultChecked={rating.own === stars}
                    required
                  />
                  <span>{stars}</span>
                  <span className="visually-hidden"> {STAR_NAMES[stars]}</span>
                </label>
              ))}
            </div>
          </fieldset>
          {result && (
            <p className={styles.error} role="alert">
              {result.error}
            </p>
          )}
          <button type="submit">{rating.own > 0 ? 'Bewertung ändern' : 'Bewerten'}</button>
        </Form>
      ) : rating.isOwner ? null : !isMember ? (
        <p>
          <a href={loginPath}>Melde Dich an</a>, um den Artikel zu bewerten.
        </p>
      ) : null}
    </section>
  )
}
