import { expect, test } from 'vitest'
import { z } from 'zod'
import { vehicleInputSchema } from './vehicle-input.ts'

const NOW = new Date('2026-06-01T12:00:00Z')
const GOOD = {
  manufacturerId: '12',
  seriesId: '',
  modelId: '',
  buildYear: '2014',
  engine: '1.6 TDI',
  description: '',
  isCurrent: true,
}

function messagesFor(input: Record<string, unknown>): string[] {
  const parsed = vehicleInputSchema(NOW).safeParse({ ...GOOD, ...input })
  expect(parsed.success).toBe(false)
  return parsed.error?.issues.map((issue) => issue.message) ?? []
}

test('a vehicle form with bad ids and year answers in German, never "Invalid input"', () => {
  expect(messagesFor({ manufacturerId: 'abc' })).toEqual(['Bitte wähle einen Hersteller.'])
  expect(messagesFor({ seriesId: '-3' })).toEqual(['Bitte wähle eine Baureihe aus der Liste.'])
  expect(messagesFor({ modelId: '1e9' })).toEqual(['Bitte wähle ein Modell aus der Liste.'])
  expect(messagesFor({ buildYear: '20x4' })).toEqual([
    'Das Baujahr ist eine Jahreszahl zwischen 1885 und 2027.',
  ])
})

test("a check without a message of its own falls back on German, not on zod's English", () => {
  // a field a tampered form leaves out or sends as something else
  const messages = messagesFor({ engine: undefined, isCurrent: 'ja' })
  expect(messages).toHaveLength(2)
  for (const message of messages) {
    expect(message).toMatch(/^Ungültige Eingabe/)
    expect(message).not.toMatch(/Invalid|expected/)
  }
  expect(z.string().safeParse(3).error?.issues[0]?.message).toMatch(/^Ungültige Eingabe/)
})
