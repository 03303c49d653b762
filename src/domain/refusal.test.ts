import { expect, test } from 'vitest'
import { z } from 'zod'
import { checkbox, id, optionalId, optionalText } from './form-fields.ts'
import { fieldErrorsOf, isRefusal, parseRefusal, refuse } from './refusal.ts'

const Schema = z.object({
  title: z.string().min(3, 'Der Titel ist zu kurz.'),
  notify: checkbox,
  boardId: id(),
  parentId: optionalId(),
  note: optionalText(10, 'Höchstens 10 Zeichen.'),
})

test('one schema reads a form’s text and an app’s typed values alike', () => {
  expect(Schema.parse({ title: 'Kupplung', notify: 'on', boardId: '12', parentId: '' })).toEqual({
    title: 'Kupplung',
    notify: true,
    boardId: 12,
    parentId: null,
    note: '',
  })
  expect(
    Schema.parse({ title: 'Kupplung', notify: false, boardId: 12, parentId: 3, note: ' kurz ' }),
  ).toEqual({
    title: 'Kupplung',
    notify: false,
    boardId: 12,
    parentId: 3,
    note: 'kurz',
  })
})

test('a failed parse becomes the one refusal: 400, step parse, the first German message per field', () => {
  const parsed = Schema.safeParse({ title: 'ab', boardId: 'x', note: 'viel zu lange Notiz' })
  expect(parsed.success).toBe(false)
  if (parsed.success) return
  const refusal = parseRefusal(parsed.error)
  expect(refusal).toMatchObject({ ok: false, status: 400, step: 'parse' })
  expect(refusal.fieldErrors).toEqual({
    title: 'Der Titel ist zu kurz.',
    boardId: 'Bitte wähle einen gültigen Eintrag.',
    note: 'Höchstens 10 Zeichen.',
  })
  expect(isRefusal(refusal)).toBe(true)
  expect(isRefusal({ ok: false, status: 400, message: 'x' })).toBe(false)
})

test('issues without a field belong to the whole form', () => {
  const parsed = z
    .object({ a: z.string(), b: z.string() })
    .refine((v) => v.a !== v.b, 'Beide Felder sind gleich.')
    .safeParse({ a: 'x', b: 'x' })
  expect(parsed.success || fieldErrorsOf(parsed.error)).toEqual({ form: 'Beide Felder sind gleich.' })
  expect(refuse(429, 'limit', 'Zu viele Versuche.')).toEqual({
    ok: false,
    status: 429,
    step: 'limit',
    message: 'Zu viele Versuche.',
    fieldErrors: {},
  })
})
