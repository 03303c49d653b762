import type { ReactNode } from 'react'
import { Form, Link } from 'react-router'
import {
  RESTRICTION_CHOICES,
  STATEMENT_FACTS_MAX,
  STATEMENT_GROUND_MAX,
  VISIBILITY_LABELS,
} from '#domain/moderation.ts'
import type { Version } from '#domain/revisions.ts'
import { STATEMENT_TEMPLATES } from '#domain/statement-templates.ts'
import { formatClockTime, formatShortDate } from '#domain/time.ts'
import { OWN_HOSTS } from '#domain/variants.ts'
import type { CaseView } from '#services/moderation/views.ts'
import { CSRF_FIELD } from '../../csrf.ts'
import { Button } from '../../ui/Button.tsx'
import { PostText } from '../../ui/PostText.tsx'
import styles from './Moderation.module.css'

/**
 * What a refused form sends back (refusedForm: the message, the fields' messages, what was typed,
 * `values.intent` naming the form), or the form filled with a template (no JavaScript): then
 * nothing was refused.
 */
export interface CaseFormState {
  ok: boolean
  message: string
  fieldErrors: Record<string, string>
  values: Record<string, string>
  filled?: boolean
}

type CaseIntent = 'decide' | 'complaint' | 'lift' | 'restrict' | 'warn'

/** The state of one of the page's forms: the answer to that form, or nothing. */
function stateOf(state: CaseFormState | null, intent: CaseIntent): CaseFormState | null {
  return state?.values.intent === intent ? state : null
}

/**
 * Templates for the reasoning (STATEMENT_TEMPLATES): with JavaScript a click fills the field at
 * once; without it the button sends the form, which comes back with the field filled.
 */
function TemplatePicker({ fieldId }: { fieldId: string }) {
  return (
    <details className={styles.templates}>
      <summary>Vorlagen für die Begründung</summary>
      <ul className={styles.templateList}>
        {STATEMENT_TEMPLATES.map((template) => (
          <li key={template.id}>
            <Button
              variant="secondary"
              type="submit"
              name="template"
              value={template.id}
              formNoValidate
              title={template.text}
              onClick={(event) => {
                const field = document.getElementById(fieldId)
                if (!(field instanceof HTMLTextAreaElement)) return
                event.preventDefault()
                field.value = template.text
                field.focus()
              }}
            >
              {template.label}
            </Button>
          </li>
        ))}
      </ul>
    </details>
  )
}

export const dateTime = (date: Date | string) => {
  const at = typeof date === 'string' ? new Date(date) : date
  return `${formatShortDate(at)}, ${formatClockTime(at)} Uhr`
}

const ROLE_LABELS = { AffectedUser: 'betroffenes Mitglied', NoticeCreator: 'meldende Person' } as const
/** The party in the dative, for 'Eingelegt … von der meldenden Person'. */
const BY_ROLE = {
  AffectedUser: 'vom betroffenen Mitglied',
  NoticeCreator: 'von der meldenden Person',
} as const

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </>
  )
}

function TextArea({
  name,
  label,
  value,
  error,
  required,
  hint,
  maxLength = STATEMENT_FACTS_MAX,
  idPrefix = 'case',
}: {
  name: string
  label: string
  value: string
  error: string | undefined
  required?: boolean
  hint?: string
  maxLength?: number
  /** Two forms on the page may have a field of the same name: their ids must differ. */
  idPrefix?: string
}) {
  const id = `${idPrefix}-${name}`
  const described = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ')
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <textarea
        id={id}
        name={name}
        defaultValue={value}
        className={styles.textarea}
        required={required}
        maxLength={maxLength}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
      />
      {hint && (
        <span id={`${id}-hint`} className={styles.muted}>
          {hint}
        </span>
      )}
      {error && (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  )
}

/** The staff restrict the member without a notice: its own case (statement of reasons, complaint); canRestrictMember decides who. */
function RestrictForm({ csrf, state }: { csrf: string; state: CaseFormState | null }) {
  const errors = state?.fieldErrors ?? {}
  const values = state?.values ?? {}
  const chosen = values.restriction ?? '36h'
  return (
    <details className={styles.form} open={state !== null}>
      <summary>Mitglied sperren</summary>
      <Form method="post" className={styles.form}>
        <input type="hidden" name={CSRF_FIELD} value={csrf} />
        <input type="hidden" name="intent" value="restrict" />
        {state?.message && (
          <p className={styles.alert} role="alert">
            {state.message}
          </p>
        )}
        <fieldset className={styles.fieldset}>
          <legend>Dauer der Sperre</legend>
          {RESTRICTION_CHOICES.filter((choice) => choice.value !== 'none').map((choice) => (
            <label key={choice.value} className={styles.choice}>
              <input
                type="radio"
                name="restriction"
                value={choice.value}
                defaultChecked={chosen === choice.value}
              />
              {choice.label}
            </label>
          ))}
          <label htmlFor="restrict-until">Gesperrt bis (bei „Bis zu einem Datum“)</label>
          <input
            id="restrict-until"
            type="date"
            name="restrictionUntil"
            defaultValue={values.restrictionUntil ?? ''}
            className={styles.input}
            aria-invalid={errors.restrictionUntil ? true : undefined}
          />
          {errors.restrictionUntil && <p className={styles.error}>{errors.restrictionUntil}</p>}
        </fieldset>
        <TemplatePicker fieldId="restrict-facts" />
        <TextArea
          name="facts"
          label="Begründung der Sperre"
          idPrefix="restrict"
          value={values.facts ?? ''}
          error={errors.facts}
          required
          hint="Sie steht in der Begründung an das Mitglied."
        />
        <Button type="submit">Mitglied sperren</Button>
      </Form>
    </details>
  )
}

/** A warning to the member (canWarnMember): its own case, the statement of reasons to the member. */
function WarnForm({ csrf, state }: { csrf: string; state: CaseFormState | null }) {
  const errors = state?.fieldErrors ?? {}
  return (
    <details className={styles.form} open={state !== null}>
      <summary>Mitglied verwarnen</summary>
      <Form method="post" className={styles.form}>
        <input type="hidden" name={CSRF_FIELD} value={csrf} />
        <input type="hidden" name="intent" value="warn" />
        {state?.message && (
          <p className={styles.alert} role="alert">
            {state.message}
          </p>
        )}
        <TemplatePicker fieldId="warn-facts" />
        <TextArea
          name="facts"
          label="Begründung der Verwarnung"
          idPrefix="warn"
          value={state?.values.facts ?? ''}
          error={errors.facts}
          required
          hint="Sie steht in der Begründung an das Mitglied."
        />
        <Button type="submit">Mitglied verwarnen</Button>
      </Form>
    </details>
  )
}

/** The first decision on an open notice: accept with its measure, or reject. */
function DecisionForm({ view, csrf, state }: { view: CaseView; csrf: string; state: CaseFormState | null }) {
  const mine = stateOf(state, 'decide')
  const values = mine?.values ?? {}
  const errors = mine?.fieldErrors ?? {}
  const visibility = values.visibility ?? 'Hidden'
  const restriction = values.restriction ?? 'none'
  const account = view.contentType === 'UserAccount'
  return (
    <section className={styles.card} aria-labelledby="decide-title">
      <h2 id="decide-title">Entscheidung</h2>
      {mine?.message && (
        <p className={styles.alert} role="alert">
          {mine.message}
        </p>
      )}
      <Form method="post" className={styles.form}>
        <input type="hidden" name={CSRF_FIELD} value={csrf} />
        <input type="hidden" name="intent" value="decide" />
        {!account && (
          <fieldset className={styles.fieldset}>
            <legend>Sichtbarkeit bei Annahme</legend>
            {(['Hidden', 'Offline'] as const).map((value) => (
              <label key={value} className={styles.choice}>
                <input type="radio" name="visibility" value={value} defaultChecked={visibility === value} />
                {VISIBILITY_LABELS[value]}
              </label>
            ))}
          </fieldset>
        )}
        <fieldset
          className={styles.fieldset}
          aria-describedby={errors.restriction ? 'case-restriction-error' : undefined}
        >
          <legend>Sperre des Mitglieds</legend>
          {RESTRICTION_CHOICES.filter((choice) => !account || choice.value !== 'none').map((choice) => (
            <label key={choice.value} className={styles.choice}>
              <input
                type="radio"
                name="restriction"
                value={choice.value}
                defaultChecked={
                  restriction === choice.value ||
                  (account && restriction === 'none' && choice.value === '36h')
                }
              />
              {choice.label}
            </label>
          ))}
          <div className={styles.field}>
            <label htmlFor="case-restrictionUntil">Gesperrt bis (bei „Bis zu einem Datum“)</label>
            <input
              id="case-restrictionUntil"
              type="date"
              name="restrictionUntil"
              defaultValue={values.restrictionUntil ?? ''}
              className={styles.input}
              aria-invalid={errors.restrictionUntil ? true : undefined}
              aria-describedby={errors.restrictionUntil ? 'case-restrictionUntil-error' : undefined}
            />
            {errors.restrictionUntil && (
              <p id="case-restrictionUntil-error" className={styles.error}>
                {errors.restrictionUntil}
              </p>
            )}
          </div>
          {errors.restriction && (
            <p id="case-restriction-error" className={styles.error}>
              {errors.restriction}
            </p>
          )}
        </fieldset>
        <TemplatePicker fieldId="case-facts" />
        <TextArea
          name="facts"
          label="Sachverhalt"
          value={values.facts ?? ''}
          error={errors.facts}
          hint="Pflicht bei Annahme: Er steht in der Begründung an das betroffene Mitglied."
        />
        <TextArea
          name="ground"
          label="Rechtliche oder vertragliche Grundlage (optional)"
          value={values.ground ?? ''}
          error={errors.ground}
          maxLength={STATEMENT_GROUND_MAX}
        />
        <div className={styles.filters}>
          <Button type="submit" name="decision" value="accept">
            Meldung annehmen
          </Button>
          <Button variant="secondary" type="submit" name="decision" value="reject">
            Meldung ablehnen
          </Button>
        </div>
      </Form>
    </section>
  )
}

/** The decision on an open complaint: by another person (the second round by an admin). */
function ComplaintForm({ view, csrf, state }: { view: CaseView; csrf: string; state: CaseFormState | null }) {
  const mine = stateOf(state, 'complaint')
  const complaint = view.openComplaint
  return (
    <section className={styles.card} aria-labelledby="complaint-title">
      <h2 id="complaint-title">Beschwerde</h2>
      {complaint ? (
        <>
          <p className={styles.muted}>
            Eingelegt am {dateTime(complaint.createdAt)}
            {complaint.by ? ` ${BY_ROLE[complaint.by]}` : ''}
          </p>
          <blockquote className={styles.quote}>{complaint.text || '(ohne Text)'}</blockquote>
        </>
      ) : null}
      {/* who may not decide is told so once, and offered no form (canDecideComplaint) */}
      {view.complaintRefusal ? (
        <>
          <p className={styles.hint} role={mine ? 'alert' : undefined}>
            {view.complaintRefusal}
          </p>
          {mine?.values.facts && (
            <>
              <p className={styles.muted}>Dein Text wurde nicht gespeichert:</p>
              <blockquote className={styles.quote}>{mine.values.facts}</blockquote>
            </>
          )}
        </>
      ) : (
        <ComplaintDecision csrf={csrf} mine={mine} />
      )}
    </section>
  )
}

function ComplaintDecision({ csrf, mine }: { csrf: string; mine: CaseFormState | null }) {
  return (
    <>
      {mine?.message && (
        <p className={styles.alert} role="alert">
          {mine.message}
        </p>
      )}
      <Form method="post" className={styles.form}>
        <input type="hidden" name={CSRF_FIELD} value={csrf} />
        <input type="hidden" name="intent" value="complaint" />
        <TemplatePicker fieldId="case-facts" />
        <TextArea
          name="facts"
          label="Begründung der Entscheidung über die Beschwerde"
          value={mine?.values.facts ?? ''}
          error={mine?.fieldErrors.facts}
          required
        />
        <div className={styles.filters}>
          <Button type="submit" name="outcome" value="uphold">
            Beschwerde stattgeben
          </Button>
          <Button variant="secondary" type="submit" name="outcome" value="reject">
            Beschwerde zurückweisen
          </Button>
        </div>
      </Form>
    </>
  )
}

const SUCCESS: Record<string, string> = {
  decide: 'Die Entscheidung ist gespeichert. Beide Seiten wurden benachrichtigt.',
  complaint: 'Die Entscheidung über die Beschwerde ist gespeichert. Beide Seiten wurden benachrichtigt.',
  lift: 'Die Sperre ist aufgehoben. Das Mitglied wurde benachrichtigt.',
  restrict: 'Das Mitglied ist gesperrt und wurde mit Begründung benachrichtigt.',
  warn: 'Das Mitglied ist verwarnt und wurde mit Begründung benachrichtigt.',
}

export function successText(key: string | null): string | null {
  return key !== null && Object.hasOwn(SUCCESS, key) ? (SUCCESS[key] ?? null) : null
}

/** decisions 024–027: versions of a reported text or title, newest first, as the case shows content: plain. */
function VersionList({
  versions,
  label,
  markup,
}: {
  versions: readonly Version[]
  label: string
  /** Texts render as the thread renders them; titles stay plain. */
  markup: boolean
}) {
  return (
    <ol className={styles.list} aria-label={label}>
      {versions.map((version) => (
        <li key={version.version} className={styles.item}>
          <p className={styles.meta}>
            <span className={styles.badge}>{`Version ${version.version}`}</span>
            {version.isCurrent && <span>aktuell</span>}
            <span>
              {`${version.version === 1 ? 'Geschrieben' : 'Bearbeitet'} am ${dateTime(version.writtenAt)} von ${version.writerName ?? 'Gelöschter Nutzer'}${version.byModeration ? ' (Moderation)' : ''}`}
            </span>
            {version.reason && <span>{`Grund: ${version.reason}`}</span>}
          </p>
          <blockquote className={styles.quote}>
            {version.text && markup ? (
              <PostText source={version.text} referrer="/moderation" ownHosts={OWN_HOSTS} />
            ) : (
              version.text || '(ohne Text)'
            )}
          </blockquote>
        </li>
      ))}
    </ol>
  )
}

/** The content's versions when it was edited (decisions 024–027): each edit kept, visible to the moderation. */
function CaseVersions({ versions }: { versions: NonNullable<CaseView['versions']> }) {
  const titles = versions.title.length > 1
  const texts = versions.text.length > 1
  if (!titles && !texts) return null
  return (
    <section className={styles.card} aria-labelledby="versions-title">
      <h2 id="versions-title">Versionen</h2>
      <p className={styles.muted}>Jede Bearbeitung bleibt erhalten, die neueste zuerst.</p>
      {titles && (
        <>
          <h3>Titel</h3>
          <VersionList versions={versions.title} label="Versionen des Titels" markup={false} />
        </>
      )}
      {texts && (
        <>
          <h3>Text</h3>
          <VersionList versions={versions.text} label="Versionen des Textes" markup />
        </>
      )}
    </section>
  )
}

/** A case as staff see it (decision 021): the content as reported, the notice, history, decisions. */
export function CasePage({
  view,
  csrf,
  state,
  success,
}: {
  view: CaseView
  csrf: string
  state: CaseFormState | null
  success: string | null
}) {
  const { snapshot, reporter } = view
  const liftState = stateOf(state, 'lift')
  return (
    <article className={styles.page} aria-labelledby="case-title">
      <p>
        <Link to="/moderation">← Zur Moderation</Link>
      </p>
      <h1 id="case-title" className={styles.title}>
        Fall #{view.noticeId}: {view.contentTypeLabel} „{snapshot.title}“
      </h1>
      {success && (
        <p className={styles.success} role="status">
          {success}
        </p>
      )}
      <p className={styles.meta}>
        <span className={styles.badge}>{view.statusLabel}</span>
        <span>Grund: {view.reasonLabel}</span>
        {view.boardName && <span>Forum: {view.boardName}</span>}
        <span>Eingegangen am {dateTime(view.createdAt)}</span>
      </p>

      <section className={styles.card} aria-labelledby="content-title">
        <h2 id="content-title">Inhalt wie gemeldet</h2>
        {view.current?.editedSince && (
          <p className={styles.hint}>
            Der Inhalt wurde seit der Meldung bearbeitet. Hier steht er, wie er gemeldet wurde.
          </p>
        )}
        <dl className={styles.facts}>
          <Fact term="Titel">{snapshot.title || '–'}</Fact>
          <Fact term="Verfasst von">
            {view.affected ? (
              <a href={`/nutzer/${view.affected.slug}`}>{view.affected.displayName}</a>
            ) : (
              (snapshot.authorName ?? '–')
            )}
          </Fact>
          {snapshot.createdAt && <Fact term="Erstellt">{dateTime(snapshot.createdAt)}</Fact>}
          {snapshot.editedAt && <Fact term="Zuletzt bearbeitet">{dateTime(snapshot.editedAt)}</Fact>}
        </dl>
        {/* the text as the thread shows it (spec 001 §2 markup), not its raw source */}
        <blockquote className={styles.quote} data-testid="reported-text">
          {snapshot.text ? (
            <PostText
              source={snapshot.text}
              referrer={`/moderation/fall/${view.noticeId}`}
              ownHosts={OWN_HOSTS}
            />
          ) : (
            '(ohne Text)'
          )}
        </blockquote>
        {snapshot.images.length > 0 && (
          <ul className={styles.images} aria-label="Bilder">
            {snapshot.images.map((src, index) => (
              <li key={src}>
                <img src={src} alt={`Bild ${index + 1} des gemeldeten Inhalts`} loading="lazy" />
              </li>
            ))}
          </ul>
        )}
        {view.current ? (
          <p>
            <a href={view.current.path}>Inhalt jetzt ansehen</a>{' '}
            <span className={styles.muted}>
              (
              {view.current.deleted
                ? 'gelöscht'
                : (VISIBILITY_LABELS[view.current.visibility as 'Online'] ?? view.current.visibility)}
              )
            </span>
          </p>
        ) : (
          <p className={styles.muted}>Den Inhalt gibt es nicht mehr.</p>
        )}
      </section>

      {view.versions && <CaseVersions versions={view.versions} />}

      <section className={styles.card} aria-labelledby="notice-title">
        <h2 id="notice-title">
          {view.source === 'notice'
            ? 'Meldung'
            : view.warning
              ? 'Verwarnung durch die Moderation'
              : 'Maßnahme der Moderation ohne Meldung'}
        </h2>
        <dl className={styles.facts}>
          <Fact term="Grund">
            {view.reasonLabel} {view.legal ? '(Rechtsverstoß)' : '(Beitragsregeln)'}
          </Fact>
          {view.source === 'notice' && (
            <>
              <Fact term="Begründung">{reporter.explanation || '–'}</Fact>
              <Fact term="Fundstelle">{reporter.location || '–'}</Fact>
              <Fact term="Name">{reporter.name || '–'}</Fact>
              <Fact term="E-Mail">{reporter.email || '–'}</Fact>
              <Fact term="Mitglied">{reporter.displayName ?? '–'}</Fact>
              <Fact term="Guter Glaube">{reporter.goodFaith ? 'bestätigt' : 'nicht bestätigt'}</Fact>
            </>
          )}
          {view.decidedAt && (
            <>
              <Fact term="Entschieden">
                {dateTime(view.decidedAt)}
                {view.decidedByName ? ` von ${view.decidedByName}` : ''}
              </Fact>
              <Fact term="Sachverhalt">{view.decisionFacts || '–'}</Fact>
              {view.decisionGround && <Fact term="Grundlage">{view.decisionGround}</Fact>}
              {view.measureVisibility && (
                <Fact term="Maßnahme">{VISIBILITY_LABELS[view.measureVisibility]}</Fact>
              )}
              {view.restriction && (
                <Fact term="Sperre">
                  {view.restriction.permanent || !view.restriction.endsAt
                    ? 'dauerhaft'
                    : `bis ${dateTime(view.restriction.endsAt)}`}
                </Fact>
              )}
            </>
          )}
        </dl>
      </section>

      {view.decision === 'notice' && <DecisionForm view={view} csrf={csrf} state={state} />}
      {view.decision === 'complaint' && <ComplaintForm view={view} csrf={csrf} state={state} />}

      <section className={styles.card} aria-labelledby="member-title">
        <h2 id="member-title">Betroffenes Mitglied</h2>
        {view.affected ? (
          <p>
            <a href={`/nutzer/${view.affected.slug}`}>{view.affected.displayName}</a>
          </p>
        ) : (
          <p className={styles.muted}>Kein Mitglied betroffen.</p>
        )}
        {view.repeatOffender && (
          <p className={styles.hint}>
            Gegen dieses Mitglied wurden in den letzten {view.repeatOffender.days} Tagen{' '}
            {view.repeatOffender.count} Meldungen wegen Rechtsverstößen angenommen. Prüfe eine Sperre (Art. 23
            DSA).
          </p>
        )}
        {view.activeRestriction && (
          <div className={styles.form}>
            <p>
              Gesperrt{' '}
              {view.activeRestriction.endsAt ? `bis ${dateTime(view.activeRestriction.endsAt)}` : 'dauerhaft'}
              {view.activeRestriction.reason ? `: ${view.activeRestriction.reason}` : ''}
            </p>
            {liftState && (
              <p className={styles.alert} role="alert">
                {liftState.message}
              </p>
            )}
            {view.activeRestriction.mayLift && (
              <Form method="post">
                <input type="hidden" name={CSRF_FIELD} value={csrf} />
                <input type="hidden" name="intent" value="lift" />
                <input type="hidden" name="restrictionId" value={view.activeRestriction.id} />
                <Button variant="secondary" type="submit">
                  Sperre aufheben
                </Button>
              </Form>
            )}
          </div>
        )}
        {view.mayWarn && <WarnForm csrf={csrf} state={stateOf(state, 'warn')} />}
        {view.mayRestrict && <RestrictForm csrf={csrf} state={stateOf(state, 'restrict')} />}
        <h3>Frühere Fälle</h3>
        {view.earlierCases.length === 0 ? (
          <p className={styles.muted}>Keine früheren Fälle.</p>
        ) : (
          <ul className={styles.history}>
            {view.earlierCases.map((item) => (
              <li key={item.id}>
                <Link to={`/moderation/fall/${item.id}`}>Fall #{item.id}</Link> · {item.contentTypeLabel} ·{' '}
                {item.reasonLabel} · {item.statusLabel} · {dateTime(item.createdAt)}
              </li>
            ))}
          </ul>
        )}
      </section>

      <section className={styles.card} aria-labelledby="others-title">
        <h2 id="others-title">Weitere Meldungen zu diesem Inhalt</h2>
        {view.otherNotices.length === 0 ? (
          <p className={styles.muted}>Keine weiteren Meldungen.</p>
        ) : (
          <ul className={styles.history}>
            {view.otherNotices.map((item) => (
              <li key={item.id}>
                <Link to={`/moderation/fall/${item.id}`}>Fall #{item.id}</Link> · {item.reasonLabel} ·{' '}
                {item.statusLabel} · {dateTime(item.createdAt)}
              </li>
            ))}
          </ul>
        )}
      </section>

      <section className={styles.card} aria-labelledby="history-title">
        <h2 id="history-title">Verlauf</h2>
        <ol className={styles.history}>
          {view.events.map((event) => (
            <li key={event.id}>
              <strong>{event.toStatusLabel}</strong> · {dateTime(event.createdAt)}
              {event.automated ? ' · automatisch' : event.actorName ? ` · ${event.actorName}` : ''}
              {event.partyRole ? ` (${ROLE_LABELS[event.partyRole]})` : ''}
              {event.text && <p className={styles.body}>{event.text}</p>}
            </li>
          ))}
        </ol>
      </section>
    </article>
  )
}
