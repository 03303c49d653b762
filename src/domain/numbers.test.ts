import { describe, expect, it } from 'vitest'
import { countOf, formatNumber } from './numbers.ts'

describe('numbers', () => {
  it('groups digits the German way', () => {
    expect(formatNumber(67_123_456)).toBe('67.123.456')
  })

  it('names one of a thing in the singular and every other count in the plural', () => {
    expect(countOf(1, 'Antwort', 'Antworten')).toBe('1 Antwort')
    expect(countOf(0, 'Antwort', 'Antworten')).toBe('0 Antworten')
    expect(countOf(2, 'Thema', 'Themen')).toBe('2 Themen')
    expect(countOf(1234, 'Thema', 'Themen')).toBe('1.234 Themen')
  })
})
