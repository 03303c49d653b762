import { expect, test } from 'vitest'
import { z } from 'zod'
import { checkbox, id } from '#domain/form-fields.ts'
import { CSRF_COOKIE } from '#domain/session.ts'
import type { AppContext } from './context.ts'
import { CSRF_FAILED } from './csrf.ts'
import { checkedForm, formValues, parseForm, refusedForm } from './form-parser.ts'

const TOKEN = 'a-visitors-token-of-enough-length'
const visitor = { session: null } as unknown as AppContext
const Schema = z.object({ title: z.string().min(3, 'Zu kurz.'), boardId: id(), notify: checkbox })

function post(fields: Record<string, string>, cookie = `${CSRF_COOKIE}=${TOKEN}`) {
  return new Request('http://localhost/forum/neu', {
    method: 'POST',
    headers: { Cookie: cookie, Origin: 'http://localhost' },
    body: new URLSearchParams(fields),
  })
}

test('a form with its token is parsed into typed values', async () => {
  const parsed = await parseForm(
    post({ csrf: TOKEN, title: 'Zündkerzen', boardId: '7', notify: 'on' }),
    visitor,
    Schema,
  )
  expect(parsed.ok && parsed.values).toEqual({ title: 'Zündkerzen', boardId: 7, notify: true })
})

test('without the token nothing is parsed: 403 with the German message, and the form is kept', async () => {
  const parsed = await parseForm(post({ title: 'Zündkerzen', boardId: '7' }), visitor, Schema)
  expect(parsed.ok).toBe(false)
  if (parsed.ok) return
  expect(parsed.refusal).toMatchObject({ status: 403, step: 'policy', message: CSRF_FAILED })
  expect(parsed.form.get('title')).toBe('Zündkerzen')
  const foreign = await checkedForm(post({ csrf: 'another-token-of-enough-length' }), visitor)
  expect(foreign.ok).toBe(false)
})

test('wrong fields come back as field errors with everything typed', async () => {
  const parsed = await parseForm(post({ csrf: TOKEN, title: 'ab', boardId: 'x' }), visitor, Schema)
  expect(parsed.ok).toBe(false)
  if (parsed.ok) return
  expect(parsed.refusal).toMatchObject({ status: 400, step: 'parse' })
  expect(Object.keys(parsed.refusal.fieldErrors)).toEqual(['title', 'boardId'])
  expect(parsed.form.get('title')).toBe('ab')
})

test('a name sent several times is a list; the token is no field', () => {
  const form = new FormData()
  form.append('csrf', TOKEN)
  form.append('tags', 'a')
  form.append('tags', 'b')
  form.append('title', 'x')
  expect(formValues(form)).toEqual({ tags: ['a', 'b'], title: 'x' })
})

test('a refused form answers with its status, the messages and what was typed', async () => {
  const parsed = await parseForm(post({ csrf: TOKEN, title: 'ab', boardId: '7' }), visitor, Schema)
  if (parsed.ok) throw new Error('expected a refusal')
  const answer = refusedForm(parsed.refusal, parsed.form)
  expect(answer.init?.status).toBe(400)
  expect(answer.data).toEqual({
    ok: false,
    message: 'Bitte prüfe deine Eingaben.',
    fieldErrors: { title: 'Zu kurz.' },
    values: { title: 'ab', boardId: '7' },
  })
})
