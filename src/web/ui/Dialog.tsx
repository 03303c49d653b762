import { type MouseEvent, type PointerEvent, type ReactNode, useEffect, useId, useRef } from 'react'
import { Button, type ButtonVariant } from './Button.tsx'
import styles from './Dialog.module.css'
import { Icon } from './Icon.tsx'
import { backdropPressCloses } from './modal-rules.ts'

/** A confirmation: the dialog's footer becomes "cancel" and the confirming button. */
interface Confirmation {
  label: string
  cancelLabel: string
  onConfirm: () => void
  variant?: Extract<ButtonVariant, 'primary' | 'danger'>
}

interface DialogProps {
  open: boolean
  onClose: () => void
  title: string
  children: ReactNode
  /** spec 001 §4: "link click when enabled" also closes. */
  closeOnLinkClick?: boolean
  /** Buttons at the bottom. */
  footer?: ReactNode
  size?: 'small' | 'large'
  /** The close button is a link here, so it works before (and without) JavaScript. */
  closeHref?: string
  /** Rendered open on the server too (a page that is a dialog); it becomes modal once hydrated. */
  openWithoutScript?: boolean
  /** Makes it a confirmation dialog; `footer` is then ignored. */
  confirm?: Confirmation
}

function isModal(element: HTMLDialogElement): boolean {
  try {
    return element.matches(':modal')
  } catch {
    return element.open
  }
}

/**
 * The dialog of the kit, modal (spec 001 §4, §9): closes on Escape, on a backdrop press (not within 25 px of
 * the right edge on non-mobile), on its close button, and on link clicks when enabled. Built
 * on <dialog>: the browser keeps focus inside and the page inert behind it.
 */
export function Dialog({
  open,
  onClose,
  title,
  children,
  closeOnLinkClick = false,
  footer,
  size = 'small',
  closeHref,
  openWithoutScript = false,
  confirm,
}: DialogProps) {
  const dialog = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  const pressStartedOnBackdrop = useRef(false)

  useEffect(() => {
    const element = dialog.current
    if (!element) return
    if (open && !isModal(element)) {
      // rendered open without script: reopen as modal (backdrop, focus kept inside)
      if (element.open) element.close()
      element.showModal()
    }
    if (!open && element.open) element.close()
  }, [open])

  function onPointerDown(event: PointerEvent<HTMLDialogElement>) {
    // The dialog element itself is only hit outside its panel, that is on the backdrop.
    pressStartedOnBackdrop.current = event.target === event.currentTarget
  }

  function onPointerUp(event: PointerEvent<HTMLDialogElement>) {
    const onBackdrop = pressStartedOnBackdrop.current && event.target === event.currentTarget
    pressStartedOnBackdrop.current = false
    if (onBackdrop && backdropPressCloses(event.clientX, window.innerWidth)) onClose()
  }

  function onClick(event: MouseEvent<HTMLDivElement>) {
    if (closeOnLinkClick && event.target instanceof Element && event.target.closest('a[href]')) onClose()
  }

  return (
    <dialog
      ref={dialog}
      className={`${styles.dialog} ${size === 'large' ? styles.large : ''}`}
      aria-labelledby={titleId}
      open={openWithoutScript && open ? true : undefined}
      onCancel={(event) => {
        // Escape: the parent decides (it owns `open`)
        event.preventDefault()
        onClose()
      }}
      onPointerDown={onPointerDown}
      onPointerUp={onPointerUp}
    >
      {open && (
        // biome-ignore lint/a11y/noStaticElementInteractions: only listens for link clicks bubbling up
        // biome-ignore lint/a11y/useKeyWithClickEvents: links are activated by keyboard as clicks too
        <div className={styles.panel} onClick={onClick}>
          <header className={styles.header}>
            <h2 id={titleId} className={styles.title}>
              {title}
            </h2>
            {closeHref ? (
              <a
                href={closeHref}
                className={styles.close}
                aria-label="Schließen"
                onClick={(event) => {
                  event.preventDefault()
                  onClose()
                }}
              >
                <Icon name="close" size={20} />
              </a>
            ) : (
              <button type="button" className={styles.close} onClick={onClose} aria-label="Schließen">
                <Icon name="close" size={20} />
              </button>
            )}
          </header>
          <div className={styles.content}>{children}</div>
          {confirm ? (
            <footer className={styles.footer}>
              <Button type="button" variant="link" onClick={onClose}>
                {confirm.cancelLabel}
              </Button>
              <Button type="button" variant={confirm.variant ?? 'primary'} onClick={confirm.onConfirm}>
                {confirm.label}
              </Button>
            </footer>
          ) : (
            footer && <footer className={styles.footer}>{footer}</footer>
          )}
        </div>
      )}
    </dialog>
  )
}
