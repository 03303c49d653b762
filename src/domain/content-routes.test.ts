import { expect, test } from 'vitest'
import { blogArticlePath, motortestPath } from './content-routes.ts'

test('blog articles and tests have slug paths ending in their id (spec 001 §7 shapes)', () => {
  expect(blogArticlePath({ id: 12, slug: 'mein-golf-7' })).toBe('/blogs/mein-golf-7-12.html')
  expect(motortestPath({ id: 7, slug: 'bmw-3er-320d' })).toBe('/tests/bmw-3er-320d-7')
})
