import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import webpush from 'web-push'
import { appKey } from '#db/notifications.ts'
import { isUnsubscribeScope, type UnsubscribeScope } from '#domain/notifications.ts'
import type { NotificationDeps } from './types.ts'

// What the notification use cases share (docs/decisions/030): the dependencies, the
// clock, and the keys kept in the database (unsubscribe links, web push).

export function createContext(deps: NotificationDeps) {
  const { db, events } = deps
  const now = deps.now ?? (() => new Date())
  const absolute = (path: string) => `${deps.publicUrl}${path}`

  // --- keys, generated once per installation and kept in the database ---

  let unsubscribeSecret: Promise<Buffer> | undefined
  function secret(): Promise<Buffer> {
    unsubscribeSecret ??= appKey(db, 'unsubscribe-secret', () => randomBytes(32).toString('base64url')).then(
      (value) => Buffer.from(value, 'base64url'),
    )
    return unsubscribeSecret
  }

  let vapid: Promise<{ publicKey: string; privateKey: string }> | undefined
  function vapidKeys(): Promise<{ publicKey: string; privateKey: string }> {
    vapid ??= appKey(db, 'vapid', () => JSON.stringify(webpush.generateVAPIDKeys())).then(
      (value) => JSON.parse(value) as { publicKey: string; privateKey: string },
    )
    return vapid
  }

  function signature(key: Buffer, body: string): string {
    return createHmac('sha256', key).update(body).digest('base64url').slice(0, 32)
  }

  /** A signed, lasting token for the one-click unsubscribe link: member and what to turn off. */
  async function unsubscribeToken(userId: number, scope: UnsubscribeScope): Promise<string> {
    const body = `${userId}.${scope}`
    return `${body}.${signature(await secret(), body)}`
  }

  async function readUnsubscribeToken(
    token: string,
  ): Promise<{ userId: number; scope: UnsubscribeScope } | null> {
    const match = /^([1-9]\d{0,9})\.([A-Za-z]+)\.([A-Za-z0-9_-]{32})$/.exec(token)
    if (!match) return null
    const [, id = '', scope = '', sent = ''] = match
    const userId = Number(id)
    if (userId > 2_147_483_647 || !isUnsubscribeScope(scope)) return null
    const expected = Buffer.from(signature(await secret(), `${id}.${scope}`))
    const given = Buffer.from(sent)
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null
    return { userId, scope }
  }

  async function unsubscribeLink(userId: number, scope: UnsubscribeScope): Promise<string> {
    return absolute(`/abmelden/${await unsubscribeToken(userId, scope)}`)
  }

  return {
    deps,
    db,
    events,
    now,
    absolute,
    secret,
    vapidKeys,
    signature,
    unsubscribeToken,
    readUnsubscribeToken,
    unsubscribeLink,
  }
}

export type Context = ReturnType<typeof createContext>
