import { describe, expect, test } from 'vitest'
import { createEventBus } from './events.ts'

describe('event bus', () => {
  test('emit waits for every listener of the type, and only those', async () => {
    const bus = createEventBus()
    const seen: string[] = []
    bus.on('member.changed', async (event) => {
      await new Promise((resolve) => setTimeout(resolve, 5))
      seen.push(`changed ${event.userId}`)
    })
    bus.on('thumbs.given', (event) => {
      seen.push(`thumbs ${event.postId}`)
    })
    await bus.emit({ type: 'member.changed', userId: 7 })
    expect(seen).toEqual(['changed 7'])
  })

  test('a failing listener is logged and neither stops the others nor fails the emit', async () => {
    const logged: string[] = []
    const bus = createEventBus((message) => logged.push(message))
    let reached = false
    bus.on('member.changed', () => {
      throw new Error('boom')
    })
    bus.on('member.changed', () => {
      reached = true
    })
    await expect(bus.emit({ type: 'member.changed', userId: 1 })).resolves.toBeUndefined()
    expect(reached).toBe(true)
    expect(logged).toEqual(['event listener for member.changed failed'])
  })
})
