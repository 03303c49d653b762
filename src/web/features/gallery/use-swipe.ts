import { type PointerEvent, useRef } from 'react'
import { swipeDirection } from '#domain/gallery.ts'

/**
 * Pointer handlers that report a horizontal swipe (spec 000 §2.4: beyond an eighth of the
 * window width): dragging to the left shows the next picture, to the right the previous one.
 * `enabled` false (a zoomed-in picture) lets the drag pan instead.
 *
 * `endedInSwipe()` tells a click handler whether its click finished a swipe (a mouse drag
 * clicks, a touch swipe does not): it is true only until the next gesture starts, so the first
 * tap after a touch swipe is a tap again.
 */
export function useSwipe(onSwipe: (direction: 1 | -1) => void, enabled = true) {
  const start = useRef<{ x: number; y: number } | null>(null)
  const swiped = useRef(false)
  const handlers = {
    onPointerDown(event: PointerEvent) {
      swiped.current = false
      start.current = enabled && event.isPrimary ? { x: event.clientX, y: event.clientY } : null
    },
    onPointerUp(event: PointerEvent) {
      const from = start.current
      start.current = null
      if (!from) return
      const deltaX = event.clientX - from.x
      // a mostly vertical drag scrolls the page
      if (Math.abs(event.clientY - from.y) > Math.abs(deltaX)) return
      const direction = swipeDirection(deltaX, window.innerWidth)
      if (!direction) return
      swiped.current = true
      onSwipe(direction)
    },
    onPointerCancel() {
      start.current = null
    },
  }
  return { handlers, endedInSwipe: () => swiped.current }
}
