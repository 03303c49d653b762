const integer = new Intl.NumberFormat('de-DE', { maximumFractionDigits: 0 })

/** de-DE grouping: 67123456 → "67.123.456". */
export function formatNumber(value: number): string {
  return integer.format(value)
}

/**
 * A count with its noun in the right number: `countOf(1, 'Antwort', 'Antworten')` → "1 Antwort",
 * `countOf(1234, 'Thema', 'Themen')` → "1.234 Themen" ("1 Antworten" on thread pages).
 */
export function countOf(count: number, one: string, many: string): string {
  return `${formatNumber(count)} ${count === 1 ? one : many}`
}
