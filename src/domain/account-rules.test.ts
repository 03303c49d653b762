import { expect, test } from 'vitest'
import { checkEmail, checkPassword, checkUsername } from './account-rules.ts'

test('usernames: 3 to 30 letters, digits, underscore or hyphen; umlauts welcome; no staff names', () => {
  expect(checkUsername('Golf7_Fahrer')).toBeNull()
  expect(checkUsername('Jürgen-Müller')).toBeNull()
  expect(checkUsername('ab')).toBe('Der Benutzername muss 3 bis 30 Zeichen lang sein.')
  expect(checkUsername('x'.repeat(31))).toBe('Der Benutzername muss 3 bis 30 Zeichen lang sein.')
  expect(checkUsername('hallo welt')).toContain('nur Buchstaben')
  expect(checkUsername('<script>')).toContain('nur Buchstaben')
  expect(checkUsername('Moderator')).toContain('nicht erlaubt')
  expect(checkUsername('MOTOR-TALK-Support')).toContain('nicht erlaubt')
  expect(checkUsername('')).toBe('Bitte gib einen Benutzernamen ein.')
})

test('e-mail addresses: valid and not throwaway', () => {
  expect(checkEmail(' Max@Example.de ')).toBeNull()
  expect(checkEmail('max@example')).toBe('Bitte gib eine gültige E-Mail-Adresse ein.')
  expect(checkEmail('max@mailinator.com')).toContain('dauerhafte')
})

test('passwords: long enough, not common (also with digits appended), not the name', () => {
  expect(checkPassword('Nockenwelle im Nebel')).toBeNull()
  expect(checkPassword('kurz1')).toContain('mindestens 8 Zeichen')
  expect(checkPassword('passwort')).toContain('zu leicht')
  expect(checkPassword('Schalke04!!')).toContain('zu leicht')
  expect(checkPassword('qwertz123')).toContain('zu leicht')
  expect(checkPassword('mein-golfgti-2020', { username: 'golfgti' })).toContain('Benutzernamen')
  expect(checkPassword('x'.repeat(200))).toContain('höchstens')
})
