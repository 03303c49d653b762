const integer = new Intl.NumberFormat('de-DE', { maximumFractionDigits: 0 })

/** de-DE grouping: 67123456 → "67.123.456". */
export function formatNumber(value: number): string {
  return integer.format(value)
}
