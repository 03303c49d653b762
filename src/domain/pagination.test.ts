import { expect, test } from 'vitest'
import { pageOfPosition, pageWindow, postPath, threadPageCount } from './pagination.ts'

test('thread pages are position ranges of 10', () => {
  expect(threadPageCount(0)).toBe(1)
  expect(threadPageCount(10)).toBe(1)
  expect(threadPageCount(11)).toBe(2)
  expect(pageOfPosition(0)).toBe(0)
  expect(pageOfPosition(9)).toBe(0)
  expect(pageOfPosition(10)).toBe(1)
  expect(postPath({ id: 5, slug: 'golf' }, { id: 77, position: 23 })).toBe(
    '/forum/golf-t5.html?page=2#post-77',
  )
  expect(postPath({ id: 5, slug: 'golf' }, { id: 70, position: 3 })).toBe('/forum/golf-t5.html#post-70')
})

test('at most 19 page entries, the first and the last always there (spec 001 §9)', () => {
  expect(pageWindow(0, 5)).toEqual([0, 1, 2, 3, 4])
  const many = pageWindow(500, 10_000)
  expect(many).toHaveLength(19)
  expect(many[0]).toBe(0)
  expect(many.at(-1)).toBe(9_999)
  expect(many).toContain(500)
  expect(pageWindow(0, 100)).toEqual([0, ...Array.from({ length: 17 }, (_, i) => i + 1), 99])
  expect(pageWindow(99, 100).slice(-3)).toEqual([97, 98, 99])
})
