import { expect, test } from 'vitest'
import {
  editFieldErrors,
  editPostInputSchema,
  editThreadTitleInputSchema,
  REQUIRED,
} from './editing-input.ts'

// decision 026: the edit inputs as the forms, the mutations and the service read them.

test('a post text is trimmed at its ends only, required, and at most 20,000 characters', () => {
  expect(editPostInputSchema.parse({ postId: 1, text: '  Zeile 1\n\n  Zeile 2  \n' })).toEqual({
    postId: 1,
    text: 'Zeile 1\n\n  Zeile 2',
    reason: '',
  })
  const empty = editPostInputSchema.safeParse({ postId: 1, text: ' \n ' })
  expect(empty.success || editFieldErrors(empty.error)).toEqual({ text: REQUIRED })
  expect(editPostInputSchema.safeParse({ postId: 1, text: 'x'.repeat(20_000) }).success).toBe(true)
  const long = editPostInputSchema.safeParse({ postId: 1, text: 'x'.repeat(20_001) })
  expect(long.success || editFieldErrors(long.error)).toEqual({
    text: 'Der Text darf höchstens 20.000 Zeichen lang sein.',
  })
})

test('NUL characters are dropped; a reason is optional and at most 200 characters', () => {
  expect(editPostInputSchema.parse({ postId: 2, text: 'a\u0000b', reason: ' Tippfehler ' })).toEqual({
    postId: 2,
    text: 'ab',
    reason: 'Tippfehler',
  })
  const reason = editPostInputSchema.safeParse({ postId: 2, text: 'a', reason: 'r'.repeat(201) })
  expect(reason.success || Object.keys(editFieldErrors(reason.error))).toEqual(['reason'])
})

test('ids are positive 32-bit integers', () => {
  for (const postId of [0, -1, 1.5, 2_147_483_648, '1']) {
    expect(editPostInputSchema.safeParse({ postId, text: 'a' }).success).toBe(false)
  }
})

test('a title: white space collapsed, 5 to 120 characters, required', () => {
  expect(editThreadTitleInputSchema.parse({ threadId: 3, title: '  Golf   7\tTSI  ' }).title).toBe(
    'Golf 7 TSI',
  )
  const cases: [string, string][] = [
    ['', REQUIRED],
    ['    ', REQUIRED],
    ['Golf', 'Der Titel muss mindestens 5 Zeichen lang sein.'],
    ['x'.repeat(121), 'Der Titel darf höchstens 120 Zeichen lang sein.'],
  ]
  for (const [title, message] of cases) {
    const parsed = editThreadTitleInputSchema.safeParse({ threadId: 3, title })
    expect(parsed.success || editFieldErrors(parsed.error)).toEqual({ title: message })
  }
})
