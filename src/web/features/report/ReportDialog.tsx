import { type ComponentType, type ReactNode, useId } from 'react'
import {
  ALREADY_REVIEWED,
  NOTICE_EXPLANATION_MAX,
  NOTICE_LOCATION_MAX,
  NOTICE_NAME_MAX,
  REPORT_ANYWAY,
  REPORT_CANCEL,
  type ReasonNode,
  THANKS_TITLE,
} from '#domain/moderation.ts'
import { Button, buttonClass } from '../../ui/Button.tsx'
import { Dialog } from '../../ui/Dialog.tsx'
import type { ReportErrors, ReportValues, ReportView } from './load-report.ts'
import styles from './Report.module.css'

// The report dialogs of spec 001 §2 and §4: '{Typ} melden nicht möglich', '{Typ} wurde bereits
// geprüft' with 'Beitrag trotzdem melden' / 'Abbrechen', the report modal and its confirmation.
// The same component serves the /melden page (works without JavaScript: links and a plain form)
// and the in-page dialog the `Melden` menus open once hydrated.

export const GOOD_FAITH_TEXT =
  'Ich versichere, dass meine Angaben nach bestem Wissen richtig und vollständig sind.'

type FormLike = ComponentType<{
  id: string
  method: 'post'
  action: string
  className?: string | undefined
  noValidate: boolean
  children?: ReactNode
}>

interface ReportDialogProps {
  view: ReportView
  /** Escape, backdrop, the X and 'Abbrechen'. */
  onClose: () => void
  /** The page's form, or the fetcher's form of the in-page dialog. */
  FormComponent: FormLike
  /** Where the form posts (the /melden address, with ?dialog=1 in-page). */
  action: string
  /** The 'Beitrag trotzdem melden' link; in-page a click loads the form instead. */
  onAnyway?: () => void
  submitting?: boolean
  /** The /melden page: open before hydration, close button a link to the return path. */
  page?: boolean
}

export function ReportDialog({
  view,
  onClose,
  FormComponent,
  action,
  onAnyway,
  submitting = false,
  page = false,
}: ReportDialogProps) {
  const formId = useId()
  const closeHref = page ? view.returnPath : undefined
  const cancel = page ? (
    <a href={view.returnPath} className={buttonClass('secondary')} onClick={closing(onClose)}>
      {REPORT_CANCEL}
    </a>
  ) : (
    <Button type="button" variant="secondary" onClick={onClose}>
      {REPORT_CANCEL}
    </Button>
  )
  const common = {
    open: true,
    onClose,
    title: view.title,
    openWithoutScript: page,
    ...(closeHref ? { closeHref } : {}),
  }

  switch (view.kind) {
    case 'blocked':
      return (
        <Dialog {...common} footer={closeButton(view.returnPath, onClose, page)}>
          <p className={styles.message}>{view.message}</p>
        </Dialog>
      )
    case 'reviewed':
      return (
        <Dialog
          {...common}
          footer={
            <>
              {cancel}
              <a
                href={view.anywayPath}
                className={buttonClass()}
                onClick={
                  onAnyway
                    ? (event) => {
                        event.preventDefault()
                        onAnyway()
                      }
                    : undefined
                }
              >
                {REPORT_ANYWAY}
              </a>
            </>
          }
        >
          <p className={styles.message}>{ALREADY_REVIEWED}</p>
        </Dialog>
      )
    case 'done':
      return (
        <Dialog {...common} title={THANKS_TITLE} footer={closeButton(view.returnPath, onClose, page)}>
          <div role="status" className={styles.done}>
            <p>Deine Meldung ist bei uns eingegangen. Unsere Moderation prüft sie so schnell wie möglich.</p>
            <p>
              {view.email
                ? `Eine Eingangsbestätigung haben wir Dir an ${view.email} geschickt.`
                : 'Eine Eingangsbestätigung haben wir Dir per E-Mail geschickt.'}{' '}
              Über unsere Entscheidung informieren wir Dich ebenfalls per E-Mail.
            </p>
          </div>
        </Dialog>
      )
    case 'form':
      return (
        <Dialog
          {...common}
          size="large"
          footer={
            <>
              {cancel}
              <Button form={formId} disabled={submitting}>
                Meldung absenden
              </Button>
            </>
          }
        >
          <FormComponent id={formId} method="post" action={action} className={styles.form} noValidate>
            <input type="hidden" name="csrf" value={view.csrf} />
            {view.despiteReview && <input type="hidden" name="trotzdem" value="1" />}
            {view.errors.form && (
              <p className={styles.formError} role="alert">
                {view.errors.form}
              </p>
            )}
            <ReasonPicker
              reasons={view.reasons}
              selected={view.values.reasonId}
              error={view.errors.reasonId}
              contentLabel={view.contentLabel}
            />
            <ReportFields values={view.values} errors={view.errors} />
          </FormComponent>
        </Dialog>
      )
  }
}

function closing(onClose: () => void) {
  return (event: { preventDefault(): void }) => {
    event.preventDefault()
    onClose()
  }
}

function closeButton(returnPath: string, onClose: () => void, page: boolean) {
  return page ? (
    <a href={returnPath} className={buttonClass()} onClick={closing(onClose)}>
      Schließen
    </a>
  ) : (
    <Button type="button" onClick={onClose}>
      Schließen
    </Button>
  )
}

/**
 * The reasons of spec 001 §5, every one visible at once (on a phone a reason is one tap away):
 * reasons are radio buttons of one group; a level is a heading over its reasons, a level within a
 * level a smaller heading — nothing to unfold. A reason that is itself a level (Sonstiges) shows
 * its reasons indented beneath it.
 */
function ReasonPicker({
  reasons,
  selected,
  error,
  contentLabel,
}: {
  reasons: ReasonNode[]
  selected: string
  error: string | undefined
  contentLabel: string
}) {
  const errorId = 'report-reason-error'
  const loose = reasons.filter((node) => node.selectable)
  const levels = reasons.filter((node) => !node.selectable)
  return (
    <fieldset
      className={styles.reasons}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
    >
      <legend className={styles.legend}>{`Warum möchtest Du diesen Inhalt (${contentLabel}) melden?`}</legend>
      {loose.length > 0 && <ReasonList nodes={loose} selected={selected} />}
      {levels.map((level) => (
        <ReasonGroup key={level.id} level={level} selected={selected} depth={0} />
      ))}
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </fieldset>
  )
}

function ReasonGroup({ level, selected, depth }: { level: ReasonNode; selected: string; depth: number }) {
  const headingId = `report-level-${level.id}`
  const Heading = depth === 0 ? 'h3' : 'h4'
  const reasons = level.children.filter((node) => node.selectable)
  const sublevels = level.children.filter((node) => !node.selectable)
  return (
    <div role="group" aria-labelledby={headingId} className={depth === 0 ? styles.group : styles.subgroup}>
      <Heading id={headingId} className={depth === 0 ? styles.groupTitle : styles.subgroupTitle}>
        {level.label}
      </Heading>
      {/* its own reasons first, so none reads as part of a sub-level's list */}
      {reasons.length > 0 && <ReasonList nodes={reasons} selected={selected} />}
      {sublevels.map((sub) => (
        <ReasonGroup key={sub.id} level={sub} selected={selected} depth={depth + 1} />
      ))}
    </div>
  )
}

function ReasonList({ nodes, selected }: { nodes: ReasonNode[]; selected: string }) {
  return (
    <ul className={styles.reasonList}>
      {nodes.map((node) => (
        <li key={node.id}>
          <label className={styles.reason}>
            <input type="radio" name="reasonId" value={node.id} defaultChecked={node.id === selected} />
            <span>{node.label}</span>
          </label>
          {node.children.length > 0 && (
            <ReasonList nodes={node.children.filter((child) => child.selectable)} selected={selected} />
          )}
        </li>
      ))}
    </ul>
  )
}

function TextField({
  name,
  label,
  error,
  hint,
  children,
}: {
  name: string
  label: string
  error: string | undefined
  hint?: string
  children: (props: {
    id: string
    name: string
    'aria-invalid': true | undefined
    'aria-describedby': string | undefined
  }) => ReactNode
}) {
  const id = `report-${name}`
  const described = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ')
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {children({
        id,
        name,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': described || undefined,
      })}
      {hint && (
        <span id={`${id}-hint`} className={styles.hint}>
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

/** Explanation, location, name, e-mail and the good-faith statement (DSA Art. 16 (2)). */
function ReportFields({ values, errors }: { values: ReportValues; errors: ReportErrors }) {
  return (
    <>
      <TextField
        name="explanation"
        label="Erläuterung"
        error={errors.explanation}
        hint="Bei einem Rechtsverstoß: Warum ist der Inhalt rechtswidrig?"
      >
        {(props) => (
          <textarea
            {...props}
            className={styles.input}
            rows={4}
            maxLength={NOTICE_EXPLANATION_MAX}
            defaultValue={values.explanation}
          />
        )}
      </TextField>
      <TextField name="location" label="Fundstelle (Adresse des Inhalts)" error={errors.location}>
        {(props) => (
          <input
            {...props}
            type="text"
            inputMode="url"
            className={styles.input}
            maxLength={NOTICE_LOCATION_MAX}
            defaultValue={values.location}
          />
        )}
      </TextField>
      <TextField name="reporterName" label="Dein Name" error={errors.reporterName}>
        {(props) => (
          <input
            {...props}
            type="text"
            autoComplete="name"
            className={styles.input}
            maxLength={NOTICE_NAME_MAX}
            defaultValue={values.reporterName}
          />
        )}
      </TextField>
      <TextField name="reporterEmail" label="Deine E-Mail-Adresse" error={errors.reporterEmail}>
        {(props) => (
          <input
            {...props}
            type="email"
            autoComplete="email"
            className={styles.input}
            maxLength={254}
            defaultValue={values.reporterEmail}
          />
        )}
      </TextField>
      <div className={styles.check}>
        <input
          id="report-goodFaith"
          type="checkbox"
          name="goodFaith"
          value="on"
          defaultChecked={values.goodFaith}
          aria-invalid={errors.goodFaith ? true : undefined}
          aria-describedby={errors.goodFaith ? 'report-goodFaith-error' : undefined}
        />
        <label htmlFor="report-goodFaith">{GOOD_FAITH_TEXT}</label>
        {errors.goodFaith && (
          <p id="report-goodFaith-error" className={styles.error}>
            {errors.goodFaith}
          </p>
        )}
      </div>
    </>
  )
}
