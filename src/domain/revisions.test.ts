import { expect, test } from 'vitest'
import { editedMark, versionsOf } from './revisions.ts'

const author = { authorId: 5, authorName: 'demo-mitglied', createdAt: new Date('2026-11-23T10:00:00Z') }

test('an unedited post has one version: the current text, by its author, when it was sent', () => {
  expect(versionsOf(author, 'Hallo', [])).toEqual([
    {
      version: 1,
      text: 'Hallo',
      writerId: 5,
      writerName: 'demo-mitglied',
      writtenAt: author.createdAt,
      reason: null,
      byModeration: false,
      isCurrent: true,
    },
  ])
})

test('each stored edit holds the text before it: versions come out newest first with their writers', () => {
  const versions = versionsOf(author, 'Dritte Fassung', [
    // stored in any order
    {
      version: 2,
      text: 'Zweite Fassung',
      editorId: 3,
      editorName: 'demo-moderator',
      editedAt: new Date('2026-11-24T09:00:00Z'),
      reason: 'Beleidigung entfernt',
    },
    {
      version: 1,
      text: 'Erste Fassung',
      editorId: 5,
      editorName: 'demo-mitglied',
      editedAt: new Date('2026-11-23T10:30:00Z'),
      reason: null,
    },
  ])
  expect(versions.map((v) => [v.version, v.text, v.writerName, v.byModeration, v.isCurrent])).toEqual([
    [3, 'Dritte Fassung', 'demo-moderator', true, true],
    [2, 'Zweite Fassung', 'demo-mitglied', false, false],
    [1, 'Erste Fassung', 'demo-mitglied', false, false],
  ])
  expect(versions[0]!.reason).toBe('Beleidigung entfernt')
  expect(versions[0]!.writtenAt.toISOString()).toBe('2026-11-24T09:00:00.000Z')
  expect(versions[2]!.writtenAt).toBe(author.createdAt)
})

test("the mark says when in Berlin time, and 'von der Moderation' for someone else's edit", () => {
  // 13:05 UTC in November is 14:05 in Berlin
  expect(editedMark(new Date('2026-11-23T13:05:00Z'), false)).toBe('bearbeitet am 23.11.2026, 14:05 Uhr')
  expect(editedMark(new Date('2026-07-01T22:30:00Z'), true)).toBe(
    'bearbeitet am 02.07.2026, 00:30 Uhr von der Moderation',
  )
})
