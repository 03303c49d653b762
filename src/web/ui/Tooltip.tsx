import {
  cloneElement,
  type FocusEvent,
  type MouseEvent,
  type PointerEvent,
  type ReactElement,
  type Ref,
  type TouchEvent,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react'
import { LONG_PRESS_MS, TOOLTIP_OPEN_DELAY_MS, TOOLTIP_REST_MS } from '#domain/limits.ts'
import styles from './Tooltip.module.css'
import { longPressUsageError, tooltipUsageError, triggerFacts } from './tooltip-rules.ts'

interface TriggerProps {
  ref?: Ref<HTMLElement>
  onPointerDown?: (event: PointerEvent<HTMLElement>) => void
  onMouseEnter?: (event: MouseEvent<HTMLElement>) => void
  onMouseMove?: (event: MouseEvent<HTMLElement>) => void
  onMouseLeave?: (event: MouseEvent<HTMLElement>) => void
  onFocus?: (event: FocusEvent<HTMLElement>) => void
  onBlur?: (event: FocusEvent<HTMLElement>) => void
  onTouchStart?: (event: TouchEvent<HTMLElement>) => void
  onTouchEnd?: (event: TouchEvent<HTMLElement>) => void
  onTouchMove?: (event: TouchEvent<HTMLElement>) => void
  'aria-describedby'?: string
}

/** How long after a tap its emulated mouse and focus events may still arrive. */
const TAP_ECHO_MS = 1_000

interface TooltipProps {
  content: string
  children: ReactElement<TriggerProps>
  placement?: 'top' | 'bottom'
}

/**
 * Tooltip (spec 001 §4, §9): opens when the pointer has hovered 500 ms and rested 75 ms, on
 * keyboard focus, or on a 500 ms long press; closes on leave, blur, Escape or a tap elsewhere.
 * The trigger must be interactive; misuse is logged (spec 001 §8).
 */
export function Tooltip({ content, children, placement = 'top' }: TooltipProps) {
  const id = useId()
  const [open, setOpen] = useState(false)
  const trigger = useRef<HTMLElement | null>(null)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const enteredAt = useRef(0)
  const pressOpened = useRef(false)
  // after a click the control is in use: no tooltip until the pointer leaves or focus moves on
  const suppressed = useRef(false)
  // a tap also fires focus and mouse events: they must not open the tooltip, which would then
  // stay on the phone's screen; only the long press opens it on touch
  const tappedAt = useRef(-Infinity)
  const justTapped = () => Date.now() - tappedAt.current < TAP_ECHO_MS

  const clear = () => clearTimeout(timer.current)
  const schedule = (ms: number) => {
    clear()
    timer.current = setTimeout(() => setOpen(true), ms)
  }

  useEffect(() => {
    const element = trigger.current
    if (!element) return
    const problem = tooltipUsageError(triggerFacts(element))
    if (problem) console.error(problem)
  }, [])

  useEffect(() => () => clearTimeout(timer.current), [])

  useEffect(() => {
    if (!open) return
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false)
    }
    const onTouchElsewhere = (event: globalThis.TouchEvent) => {
      if (!(event.target instanceof Node) || !trigger.current?.contains(event.target)) setOpen(false)
    }
    document.addEventListener('keydown', onKey)
    document.addEventListener('touchstart', onTouchElsewhere)
    return () => {
      document.removeEventListener('keydown', onKey)
      document.removeEventListener('touchstart', onTouchElsewhere)
    }
  }, [open])

  const props = children.props
  const triggerProps: TriggerProps = {
    ref: (element: HTMLElement | null) => {
      trigger.current = element
      // keep the child's own ref working (React 19: refs are props)
      const own = props.ref
      if (typeof own === 'function') own(element)
      else if (own && typeof own === 'object') (own as { current: HTMLElement | null }).current = element
    },
    onPointerDown(event) {
      props.onPointerDown?.(event)
      if (event.pointerType === 'touch') {
        tappedAt.current = Date.now()
        return
      }
      suppressed.current = true
      clear()
      setOpen(false)
    },
    onMouseEnter(event) {
      props.onMouseEnter?.(event)
      if (suppressed.current || justTapped()) return
      enteredAt.current = Date.now()
      schedule(TOOLTIP_OPEN_DELAY_MS)
    },
    onMouseMove(event) {
      props.onMouseMove?.(event)
      if (open || suppressed.current || justTapped()) return
      // the pointer must come to rest: open 75 ms after the last move, never before 500 ms
      const sinceEnter = Date.now() - enteredAt.current
      schedule(Math.max(TOOLTIP_OPEN_DELAY_MS - sinceEnter, TOOLTIP_REST_MS))
    },
    onMouseLeave(event) {
      props.onMouseLeave?.(event)
      suppressed.current = false
      clear()
      setOpen(false)
    },
    onFocus(event) {
      props.onFocus?.(event)
      clear()
      if (!suppressed.current && !justTapped()) setOpen(true)
    },
    onBlur(event) {
      props.onBlur?.(event)
      suppressed.current = false
      clear()
      setOpen(false)
    },
    onTouchStart(event) {
      props.onTouchStart?.(event)
      const problem = longPressUsageError(triggerFacts(event.currentTarget))
      if (problem) {
        console.error(problem)
        return
      }
      pressOpened.current = false
      clear()
      timer.current = setTimeout(() => {
        pressOpened.current = true
        setOpen(true)
      }, LONG_PRESS_MS)
    },
    onTouchMove(event) {
      props.onTouchMove?.(event)
      clear()
    },
    onTouchEnd(event) {
      props.onTouchEnd?.(event)
      clear()
      // a long press shows the tooltip instead of activating the control
      if (pressOpened.current && event.cancelable) event.preventDefault()
    },
    'aria-describedby': open ? id : props['aria-describedby'],
  }

  return (
    <span className={styles.anchor}>
      {cloneElement(children, triggerProps)}
      {open && (
        <span id={id} role="tooltip" className={`${styles.tooltip} ${styles[placement]}`}>
          {content}
        </span>
      )}
    </span>
  )
}
