/**
 * A service result that must have succeeded, narrowed for what the test reads next: the test
 * fails here rather than skip its assertions under `if (result.ok)`.
 */
export function succeeded<T extends { ok: boolean }>(result: T): Extract<T, { ok: true }> {
  if (!result.ok) throw new Error(`Erwartet: ok, erhalten: ${JSON.stringify(result)}`)
  return result as Extract<T, { ok: true }>
}
