import { expect, test } from 'vitest'
import { allReasonIds, NOTICE_STATUSES } from './moderation.ts'
import {
  DEFAULT_QUEUE_REQUEST,
  decodeCursor,
  encodeCursor,
  parseQueueSearch,
  partyStatusText,
  queueSearch,
} from './moderation-queue.ts'

const parse = (query: string) => parseQueueSearch(new URLSearchParams(query), allReasonIds())

test('without parameters the queue shows open cases, oldest first', () => {
  expect(parse('')).toEqual(DEFAULT_QUEUE_REQUEST)
  expect(queueSearch(DEFAULT_QUEUE_REQUEST)).toBe('/moderation')
})

test('the filters read from the address and written back give the same request', () => {
  const request = {
    group: 'all' as const,
    contentType: 'ForumPost' as const,
    reason: 'Spam',
    boardId: 200,
    sort: 'CreatedAtDescending' as const,
    after: { createdAt: '2026-11-23 17:18:00.123456+00', id: 42 },
  }
  const path = queueSearch(request)
  expect(path).toMatch(
    /^\/moderation\?status=all&typ=ForumPost&grund=Spam&forum=200&sortierung=CreatedAtDescending&after=/,
  )
  expect(parse(path.split('?')[1]!)).toEqual(request)
})

test('unknown filter values fall back to the defaults instead of failing', () => {
  expect(parse('status=kaputt&typ=Auto&grund=DROP&forum=-1&sortierung=zufall&after=x')).toEqual(
    DEFAULT_QUEUE_REQUEST,
  )
  expect(parse('forum=2147483648').boardId).toBeNull()
})

test('a cursor is the database time and the id; anything else is no cursor', () => {
  const cursor = { createdAt: '2026-11-23 17:18:00.123456+00', id: 7 }
  expect(decodeCursor(encodeCursor(cursor))).toEqual(cursor)
  expect(decodeCursor('2026-11-23T17:18:00.123Z|7')).toEqual({ createdAt: '2026-11-23T17:18:00.123Z', id: 7 })
  for (const bad of [
    '',
    '7',
    'x|7',
    '2026-11-23 17:18:00+00|0',
    '2026-11-23 17:18:00+00|2147483648',
    "'; DROP TABLE notices;--|1",
  ]) {
    expect(decodeCursor(bad), bad).toBeNull()
  }
})

test('every status has a plain German text for both parties', () => {
  for (const status of NOTICE_STATUSES) {
    expect(partyStatusText(status, 'AffectedUser')).toMatch(/\.$/)
    expect(partyStatusText(status, 'NoticeCreator')).toMatch(/\.$/)
  }
  expect(partyStatusText('Rejected', 'NoticeCreator')).toContain('beschweren')
  expect(partyStatusText('Accepted', 'AffectedUser')).toContain('beschweren')
})
