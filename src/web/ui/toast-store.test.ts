import { expect, test } from 'vitest'
import { createToastStore } from './toast-store.ts'

function fakeTimers() {
  const pending = new Map<number, { at: number; callback: () => void }>()
  let now = 0
  let next = 0
  return {
    timers: {
      set(callback: () => void, ms: number) {
        next += 1
        pending.set(next, { at: now + ms, callback })
        return next
      },
      clear(handle: unknown) {
        pending.delete(handle as number)
      },
    },
    advance(ms: number) {
      now += ms
      for (const [handle, timer] of [...pending]) {
        if (timer.at <= now) {
          pending.delete(handle)
          timer.callback()
        }
      }
    },
  }
}

test('a toast defaults to level error with the info icon and hides after 5 seconds', () => {
  const clock = fakeTimers()
  const store = createToastStore(clock.timers)
  store.show({ title: 'Fehler', body: 'Etwas ging schief.' })
  expect(store.getSnapshot()).toEqual([
    {
      id: 'toast-1',
      title: 'Fehler',
      body: 'Etwas ging schief.',
      level: 'error',
      icon: 'info',
      durationMs: 5000,
    },
  ])
  clock.advance(4999)
  expect(store.getSnapshot()).toHaveLength(1)
  clock.advance(1)
  expect(store.getSnapshot()).toHaveLength(0)
})

test('an identical toast is not shown twice; a different level or icon is another toast', () => {
  const store = createToastStore(fakeTimers().timers)
  const first = store.show({ title: 'Utiq nicht aktiv', body: 'x', level: 'info' })
  expect(store.show({ title: 'Utiq nicht aktiv', body: 'x', level: 'info' })).toBe(first)
  expect(store.getSnapshot()).toHaveLength(1)
  store.show({ title: 'Utiq nicht aktiv', body: 'x', level: 'warning' })
  store.show({ title: 'Utiq nicht aktiv', body: 'x', level: 'info', icon: 'success' })
  expect(store.getSnapshot()).toHaveLength(3)
})

test('after it is gone the same toast may show again', () => {
  const clock = fakeTimers()
  const store = createToastStore(clock.timers)
  const id = store.show({ title: 'Gespeichert' })
  store.dismiss(id)
  expect(store.getSnapshot()).toHaveLength(0)
  store.show({ title: 'Gespeichert' })
  expect(store.getSnapshot()).toHaveLength(1)
})

test('a given duration replaces the default; 0 keeps the toast until it is closed', () => {
  const clock = fakeTimers()
  const store = createToastStore(clock.timers)
  store.show({ title: 'kurz', durationMs: 1000 })
  store.show({ title: 'bleibt', durationMs: 0 })
  clock.advance(60_000)
  expect(store.getSnapshot().map((toast) => toast.title)).toEqual(['bleibt'])
})

test('subscribers hear about every change', () => {
  const store = createToastStore(fakeTimers().timers)
  let calls = 0
  const unsubscribe = store.subscribe(() => {
    calls += 1
  })
  const id = store.show({ title: 'a' })
  store.dismiss(id)
  unsubscribe()
  store.show({ title: 'b' })
  expect(calls).toBe(2)
})
