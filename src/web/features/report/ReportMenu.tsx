import { type MouseEvent, useEffect, useRef, useState } from 'react'
import { useFetcher } from 'react-router'
import { FEATURE_SWITCHES } from '#domain/features.ts'
import {
  commentReportTarget,
  REPORT_START_FAILED,
  type ReportCategory,
  reportPath,
} from '#domain/moderation.ts'
import { useRootData } from '../../root.tsx'
import { ActionMenu, actionMenuItemClass } from '../../ui/ActionMenu.tsx'
import { showToast } from '../../ui/toast-store.ts'
import type { ReportView } from './load-report.ts'
import styles from './Report.module.css'
import { ReportDialog } from './ReportDialog.tsx'
import { type DialogUnavailable, dialogPath } from './report-route.ts'

// The `Melden` entry of a post's and a thread's menu and 'Profilinhalt melden' on profiles
// (spec 001 §2, §6). Only with MT-761_dsa, never on one's own content. The menu is a
// <details> (the UI kit's ActionMenu) and its item a plain link to /melden/…, which always works (visitors go through
// login there). Once hydrated, a member's click opens the same dialog in-page instead.

interface ReportMenuProps {
  category: ReportCategory
  /** The id, or the member's slug for profiles. */
  target: number | string
  /** Whose content it is: the owner is offered no report. */
  ownerId: number | null
  /** 'Melden', or 'Profilinhalt melden' on profiles. */
  label?: string
  /** Anonymized members' profiles cannot be reported (spec 001 §2). */
  anonymized?: boolean
  /** The menu button's accessible name. */
  menuLabel?: string
  /** Where it sits: a post's header row, a thread's header, a profile's sidebar. */
  placement: 'post' | 'thread' | 'profile'
}

type Loaded = ReportView | DialogUnavailable

export function ReportMenu({
  category,
  target,
  ownerId,
  label = 'Melden',
  anonymized = false,
  menuLabel = 'Weitere Aktionen',
  placement,
}: ReportMenuProps) {
  const { viewer, features } = useRootData()
  const menu = useRef<HTMLDetailsElement>(null)
  const href = reportPath(category, target)
  const [open, setOpen] = useState(false)
  // a fetcher of its own per opening: nothing of the last dialog shows while the next one loads
  const [attempt, setAttempt] = useState(0)
  const fetcher = useFetcher<Loaded>({ key: `report:${href}:${attempt}` })

  // the new fetcher of this opening loads the dialog (once per opening)
  const requested = useRef(0)
  useEffect(() => {
    if (!open || requested.current === attempt) return
    requested.current = attempt
    fetcher.load(dialogPath(href))
  }, [open, attempt, fetcher, href])

  // a failed start: the toast of spec 001 §8, and no dialog
  useEffect(() => {
    if (open && fetcher.state === 'idle' && fetcher.data?.kind === 'unavailable') {
      showToast({ title: REPORT_START_FAILED.title, body: REPORT_START_FAILED.body })
      setOpen(false)
    }
  }, [open, fetcher.state, fetcher.data])

  if (!features[FEATURE_SWITCHES.dsa] || anonymized) return null
  if (viewer && ownerId !== null && viewer.userId === ownerId) return null

  function start(event: MouseEvent<HTMLAnchorElement>) {
    // visitors follow the link (login first); modified clicks open a tab as usual
    if (!viewer || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return
    event.preventDefault()
    if (menu.current) menu.current.open = false
    setAttempt((count) => count + 1)
    setOpen(true)
  }

  const view = open && fetcher.data && fetcher.data.kind !== 'unavailable' ? fetcher.data : null
  return (
    <>
      <ActionMenu menuRef={menu} label={menuLabel} className={styles[placement]}>
        <li>
          <a href={href} className={actionMenuItemClass} onClick={start} rel="nofollow">
            {label}
          </a>
        </li>
      </ActionMenu>
      {view && (
        <ReportDialog
          view={view}
          FormComponent={fetcher.Form}
          action={dialogPath(view.reportPath)}
          submitting={fetcher.state === 'submitting'}
          onClose={() => setOpen(false)}
          onAnyway={() => view.kind === 'reviewed' && fetcher.load(dialogPath(view.anywayPath))}
        />
      )}
    </>
  )
}

/** decision 036: the report menu of a comment under a blog article or a test (Comments' reportMenu). */
export function commentReportMenu(category: 'blogs' | 'tests') {
  return (comment: { id: number; authorId: number }) => (
    <ReportMenu
      category={category}
      target={commentReportTarget(comment.id)}
      ownerId={comment.authorId}
      menuLabel="Weitere Aktionen zum Kommentar"
      placement="post"
    />
  )
}
