import { expect, test } from 'vitest'
import {
  ABOUT_ME_MAX_LENGTH,
  SIGNATURE_MAX_LENGTH,
  SIGNATURE_MAX_LINES,
  SIGNATURE_MAX_LINKS,
  USER_TITLE_MAX_LENGTH,
  USER_TITLE_MIN_POSTS,
} from './limits.ts'
import { canSetUserTitle } from './permissions.ts'
import {
  avatarKeyOf,
  avatarPath,
  avatarSrcSet,
  checkAboutMe,
  checkSignature,
  checkUserTitle,
  normalizeProfileText,
  signatureInline,
  userTitleExplanation,
} from './profile.ts'
import { emailChangeInputSchema, passwordChangeInputSchema, profileInputSchema } from './profile-input.ts'

// The limits and rules of one's own profile (spec 000 §3, §5; docs/decisions/027).

test('spec 000 §5: a user title needs MORE than 30 posts, topics and replies together, and only for oneself', () => {
  expect(USER_TITLE_MIN_POSTS).toBe(30)
  const member = { userId: 7, roleRelations: [] }
  expect(canSetUserTitle(member, { userId: 7, topicCount: 10, replyCount: 20 })).toBe(false)
  expect(canSetUserTitle(member, { userId: 7, topicCount: 10, replyCount: 21 })).toBe(true)
  expect(canSetUserTitle(member, { userId: 7, topicCount: 0, replyCount: 31 })).toBe(true)
  expect(canSetUserTitle(member, { userId: 8, topicCount: 100, replyCount: 100 })).toBe(false)
  expect(canSetUserTitle(null, { userId: 7, topicCount: 100, replyCount: 100 })).toBe(false)
  expect(userTitleExplanation(30)).toBe(
    'Einen eigenen Benutzertitel kannst Du vergeben, sobald Du mehr als 30 Beiträge geschrieben hast (bisher: 30).',
  )
})

test('user titles: one short line, no links, nothing that reads as a role of the team', () => {
  expect(checkUserTitle('')).toBeNull()
  expect(checkUserTitle('Golf-Schrauber aus Leidenschaft')).toBeNull()
  expect(checkUserTitle('x'.repeat(USER_TITLE_MAX_LENGTH))).toBeNull()
  expect(checkUserTitle('x'.repeat(USER_TITLE_MAX_LENGTH + 1))).toBe(
    `Der Benutzertitel darf höchstens ${USER_TITLE_MAX_LENGTH} Zeichen lang sein (jetzt ${USER_TITLE_MAX_LENGTH + 1}).`,
  )
  expect(checkUserTitle('Zeile\nzwei')).toContain('einzelne Zeile')
  expect(checkUserTitle('abc\u202Edef')).toContain('einzelne Zeile')
  expect(checkUserTitle('Teile: www.beispiel.de')).toBe('Der Benutzertitel darf keine Links enthalten.')
  for (const title of [
    'Moderator',
    'Hobby-Moderatorin',
    'Admin',
    'MT-Werkstatt',
    'Forenpate',
    'Team MOTOR-TALK',
  ]) {
    expect(checkUserTitle(title), title).toContain('Rolle unseres Teams')
  }
  // words that merely contain a team word are fine
  expect(checkUserTitle('Badminton-Fan')).toBeNull()
  expect(checkUserTitle('Teamplayer')).toBeNull()
})

test('spec 000 §5: signatures are short (characters and lines), inline only, with few links', () => {
  expect(checkSignature('')).toBeNull()
  expect(checkSignature('[b]Golf 7 GTI[/b] – [i]Baujahr 2015[/i]')).toBeNull()
  expect(checkSignature('x'.repeat(SIGNATURE_MAX_LENGTH))).toBeNull()
  expect(checkSignature('x'.repeat(SIGNATURE_MAX_LENGTH + 1))).toBe(
    `Die Signatur darf höchstens ${SIGNATURE_MAX_LENGTH} Zeichen lang sein (jetzt ${SIGNATURE_MAX_LENGTH + 1}).`,
  )
  const lines = (n: number) => Array.from({ length: n }, (_, i) => `Zeile ${i + 1}`).join('\r\n')
  expect(checkSignature(lines(SIGNATURE_MAX_LINES))).toBeNull()
  expect(checkSignature(lines(SIGNATURE_MAX_LINES + 1))).toBe(
    `Die Signatur darf höchstens ${SIGNATURE_MAX_LINES} Zeilen haben (jetzt ${SIGNATURE_MAX_LINES + 1}).`,
  )
  // blank lines around the text do not count
  expect(checkSignature(`\n\n${lines(SIGNATURE_MAX_LINES)}\n\n`)).toBeNull()
  expect(checkSignature('[code]x = 1[/code]')).toContain('keine Zitate, Listen oder Code')
  expect(checkSignature('[quote]Weisheit[/quote]')).toContain('keine Zitate, Listen oder Code')
  expect(checkSignature('[list][*]eins[*]zwei[/list]')).toContain('keine Zitate, Listen oder Code')
  const links = Array.from({ length: SIGNATURE_MAX_LINKS + 1 }, (_, i) => `https://a${i}.example`).join(' ')
  expect(checkSignature(links)).toBe(
    `Die Signatur darf höchstens ${SIGNATURE_MAX_LINKS} Links enthalten (jetzt ${SIGNATURE_MAX_LINKS + 1}).`,
  )
})

test('a signature renders as inline nodes: lines as breaks, formatting and links kept', () => {
  expect(signatureInline('[b]Golf[/b]\nhttps://example.org')).toEqual([
    { type: 'bold', children: [{ type: 'text', value: 'Golf' }] },
    { type: 'break' },
    {
      type: 'link',
      href: 'https://example.org/',
      children: [{ type: 'text', value: 'https://example.org' }],
    },
  ])
  // paragraphs (blank lines) become one break; a quote saved before the rule is its text
  expect(signatureInline('eins\n\nzwei')).toEqual([
    { type: 'text', value: 'eins' },
    { type: 'break' },
    { type: 'text', value: 'zwei' },
  ])
  expect(signatureInline('[quote]alt[/quote]')).toEqual([{ type: 'text', value: 'alt' }])
})

test('Über mich: up to the named limit; line ends normalised, blank lines around dropped', () => {
  expect(checkAboutMe('x'.repeat(ABOUT_ME_MAX_LENGTH))).toBeNull()
  expect(checkAboutMe('x'.repeat(ABOUT_ME_MAX_LENGTH + 1))).toBe(
    '„Über mich“ darf höchstens 3.000 Zeichen lang sein (jetzt 3.001).',
  )
  // CRLF as browsers send it counts once per line end
  expect(
    checkAboutMe(`${'x'.repeat(ABOUT_ME_MAX_LENGTH / 2 - 1)}\r\n${'x'.repeat(ABOUT_ME_MAX_LENGTH / 2)}`),
  ).toBeNull()
  expect(normalizeProfileText('\n  \nHallo\r\nWelt  \n\n')).toBe('Hallo\nWelt')
})

test('avatars: the 70 px address names the key; the srcset has 70, 140 and 280 px; the default has none', () => {
  const url = avatarPath('12-0a1b2c3d4e5f6a7b', 70)
  expect(url).toBe('/uploads/avatars/12-0a1b2c3d4e5f6a7b/70.jpg')
  expect(avatarKeyOf(url)).toBe('12-0a1b2c3d4e5f6a7b')
  expect(avatarSrcSet(url)).toBe(
    '/uploads/avatars/12-0a1b2c3d4e5f6a7b/70.jpg 70w, /uploads/avatars/12-0a1b2c3d4e5f6a7b/140.jpg 140w, /uploads/avatars/12-0a1b2c3d4e5f6a7b/280.jpg 280w',
  )
  for (const other of [
    null,
    '/images/avatar-default.svg',
    '/uploads/avatars/../x/70.jpg',
    'https://evil.example/a.jpg',
  ]) {
    expect(avatarKeyOf(other)).toBeNull()
    expect(avatarSrcSet(other)).toBeNull()
  }
})

test('the input schemas: messages per field, the title absent when the form did not send it', () => {
  const profile = profileInputSchema.safeParse({ aboutMe: 'Hallo\r\n', signature: '', userTitle: undefined })
  expect(profile.success && profile.data).toEqual({ aboutMe: 'Hallo', signature: '' })
  const bad = profileInputSchema.safeParse({
    aboutMe: '',
    signature: '[quote]x[/quote]',
    userTitle: 'Moderator',
  })
  expect(bad.success).toBe(false)
  expect(bad.error?.issues.map((issue) => issue.path[0]).sort()).toEqual(['signature', 'userTitle'])

  const email = emailChangeInputSchema.safeParse({ email: ' Neu@Example.DE ', currentPassword: 'x' })
  expect(email.success && email.data.email).toBe('neu@example.de')
  expect(
    emailChangeInputSchema
      .safeParse({ email: 'kaputt', currentPassword: '' })
      .error?.issues.map((i) => i.message),
  ).toEqual(['Bitte gib eine gültige E-Mail-Adresse ein.', 'Bitte gib Dein aktuelles Passwort ein.'])

  const mismatch = passwordChangeInputSchema.safeParse({
    currentPassword: 'alt',
    newPassword: 'Nockenwelle im Nebel',
    newPasswordRepeat: 'Nockenwelle im Regen',
  })
  expect(mismatch.error?.issues[0]).toMatchObject({
    path: ['newPasswordRepeat'],
    message: 'Die beiden neuen Passwörter stimmen nicht überein.',
  })
})
