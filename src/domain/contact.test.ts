import { expect, test } from 'vitest'
import { contactProblems } from './contact.ts'

const valid = {
  topic: 'frage',
  name: 'Karin Kadett',
  email: 'karin@example.de',
  message: 'Wie ändere ich meinen Namen?',
}

test('a complete message has no problems', () => {
  expect(contactProblems(valid)).toEqual({})
})

test('each field says what is wrong with it', () => {
  expect(contactProblems({ topic: 'x', name: ' ', email: 'kein-at', message: 'kurz' })).toEqual({
    topic: 'Bitte wähle ein Thema aus.',
    name: 'Bitte gib Deinen Namen an.',
    email: 'Bitte gib eine gültige E-Mail-Adresse an.',
    message: 'Bitte schreib uns mindestens 10 Zeichen.',
  })
  expect(contactProblems({ ...valid, message: 'x'.repeat(5_001) }).message).toBe(
    'Die Nachricht darf höchstens 5.000 Zeichen lang sein.',
  )
  expect(contactProblems({ ...valid, email: '' }).email).toMatch(/damit wir Dir antworten können/)
})
