import { expect, test } from 'vitest'
import { reportUncaughtErrors } from './error-reporter.ts'

test('uncaught errors and rejections are sent with page and build, at most five a page view', () => {
  const listeners = new Map<string, (event: unknown) => void>()
  const target = {
    addEventListener: (type: string, listener: (event: unknown) => void) => listeners.set(type, listener),
  }
  const sent: string[] = []
  reportUncaughtErrors(
    target as never,
    (body) => sent.push(body),
    () => ({ page: '/forum.html', build: 'abc123' }),
  )
  listeners.get('error')!({ error: new TypeError('x is undefined'), message: 'x' })
  listeners.get('unhandledrejection')!({ reason: 'kaputt' })
  expect(JSON.parse(sent[0]!)).toMatchObject({
    message: 'TypeError: x is undefined',
    page: '/forum.html',
    build: 'abc123',
  })
  expect(JSON.parse(sent[1]!).message).toBe('kaputt')
  for (let i = 0; i < 10; i += 1) listeners.get('error')!({ error: null, message: 'Script error.' })
  expect(sent).toHaveLength(5)
})
