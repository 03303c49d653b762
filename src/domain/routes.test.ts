import { describe, expect, test } from 'vitest'
import {
  boardIconUrl,
  boardPath,
  isInAppPath,
  parseForumSlug,
  slugify,
  threadPath,
  withPage,
} from './routes.ts'

describe('parseForumSlug (spec 001 §2, §5, §8)', () => {
  test('a slug ending in -b{id} is a board', () => {
    expect(parseForumSlug('auto-b3.html')).toEqual({ kind: 'board', id: 3, slug: 'auto' })
    expect(parseForumSlug('motorrad-forum-b15.html')).toEqual({
      kind: 'board',
      id: 15,
      slug: 'motorrad-forum',
    })
  })
  test('a slug ending in -t{id} is a thread', () => {
    expect(parseForumSlug('golf-7-ruckelt-t123456.html')).toEqual({
      kind: 'thread',
      id: 123456,
      slug: 'golf-7-ruckelt',
    })
  })
  test('the largest id 2147483647 is valid', () => {
    expect(parseForumSlug('x-t2147483647.html')).toEqual({ kind: 'thread', id: 2147483647, slug: 'x' })
  })
  test('ids above 2147483647 or zero are invalid ids, not route errors', () => {
    expect(parseForumSlug('x-t2147483648.html')).toEqual({ kind: 'invalidThreadId' })
    expect(parseForumSlug('x-b99999999999999999999.html')).toEqual({ kind: 'invalidBoardId' })
    expect(parseForumSlug('x-b0.html')).toEqual({ kind: 'invalidBoardId' })
    expect(parseForumSlug('x-t000.html')).toEqual({ kind: 'invalidThreadId' })
  })
  test('a slug ending in neither -b nor -t is InvalidRouteSlug', () => {
    for (const segment of ['golf.html', 'golf-x12.html', 'golf-b12', 'golf-bx.html', '', 'b3']) {
      expect(parseForumSlug(segment)).toEqual({ kind: 'invalidRouteSlug' })
    }
  })
  test('a bare id without slug text still parses', () => {
    expect(parseForumSlug('b3.html')).toEqual({ kind: 'board', id: 3, slug: '' })
  })
})

test('paths have the spec shapes', () => {
  expect(boardPath({ id: 3, slug: 'auto' })).toBe('/forum/auto-b3.html')
  expect(threadPath({ id: 9, slug: 'frage' })).toBe('/forum/frage-t9.html')
  expect(withPage('/forum/auto-b3.html', 0)).toBe('/forum/auto-b3.html')
  expect(withPage('/forum/auto-b3.html', 2)).toBe('/forum/auto-b3.html?page=2')
})

test('board images carry the version parameter 1.0 (spec 000 §3)', () => {
  expect(boardIconUrl('auto')).toBe('/images/forum/auto.svg?v=1.0')
})

test('slugs transliterate German umlauts', () => {
  expect(slugify('Zahnriemenwechsel beim Golf 7 – Kosten?')).toBe('zahnriemenwechsel-beim-golf-7-kosten')
  expect(slugify('Größe & Maße für Fußmatten')).toBe('groesse-masse-fuer-fussmatten')
  expect(slugify('Citroën C3')).toBe('citroen-c3')
  expect(slugify('???')).toBe('thema')
})

test('only /forum paths stay in the app', () => {
  expect(isInAppPath('/forum/auto-b3.html')).toBe(true)
  expect(isInAppPath('/forum.html')).toBe(true)
  expect(isInAppPath('/tests')).toBe(false)
})
