import { type PointerEvent, useRef } from 'react'
import { swipeDirection } from '#domain/gallery.ts'

/**
 * Pointer handlers that report a horizontal swipe (spec 000 §2.4: beyond an eighth of the
 * window width): dragging to the left shows the next picture, to the right the previous one.
 * `enabled` false (a zoomed-in picture) lets the drag pan instead.
 */
export function useSwipe(onSwipe: (direction: 1 | -1) => void, enabled = true) {
  const start = useRef<{ x: number; y: number } | null>(null)
  return {
    onPointerDown(event: PointerEvent) {
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
      if (direction) onSwipe(direction)
    },
    onPointerCancel() {
      start.current = null
    },
  }
}
