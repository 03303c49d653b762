import { MOBILE_MAX_WIDTH, MODAL_RIGHT_EDGE_PX } from '#domain/limits.ts'

/**
 * spec 001 §9: a press on the backdrop closes the modal, except within 25 px of the right edge
 * on non-mobile widths, where the page's scrollbar sits and a press means scrolling.
 */
export function backdropPressCloses(pressX: number, viewportWidth: number): boolean {
  const mobile = viewportWidth <= MOBILE_MAX_WIDTH
  return mobile || viewportWidth - pressX > MODAL_RIGHT_EDGE_PX
}
