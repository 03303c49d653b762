import { expect, test } from 'vitest'
import { parseStars, QUOTE_MAX, quoteFor, ratingSummary } from './blogs.ts'
import { canRateBlogArticle } from './permissions.ts'

// decision 036: the blog settings "rating" and "quotes" — stars, the summary line and a quote.

test('stars are a whole number from one to five', () => {
  expect(parseStars('1')).toBe(1)
  expect(parseStars('5')).toBe(5)
  for (const bad of ['0', '6', '2.5', '', 'drei', '-1']) expect(parseStars(bad)).toBeNull()
})

test('the summary: German decimals and the singular', () => {
  expect(ratingSummary({ average: 0, count: 0 })).toBe('Noch nicht bewertet')
  expect(ratingSummary({ average: 4, count: 1 })).toBe('4,0 von 5 Sternen (1 Bewertung)')
  expect(ratingSummary({ average: 3.4567, count: 1200 })).toBe('3,5 von 5 Sternen (1.200 Bewertungen)')
})

test('a quote marks each line, drops quotes inside the quote and is cut at a word', () => {
  expect(quoteFor('Anna', 'Erste Zeile\n> alt\nZweite Zeile')).toBe(
    'Anna schrieb:\n> Erste Zeile\n> Zweite Zeile\n\n',
  )
  const long = quoteFor('Ben', 'Wort '.repeat(400))
  expect(long.length).toBeLessThan(QUOTE_MAX + 40)
  expect(long).toMatch(/Wort …\n\n$/)
})

test('members rate others’ articles with rating on, never their own or while restricted', () => {
  const member = { userId: 5, roleRelations: [] }
  expect(canRateBlogArticle(member, { ratingEnabled: true, ownerIds: [4] })).toBe(true)
  expect(canRateBlogArticle(member, { ratingEnabled: false, ownerIds: [4] })).toBe(false)
  expect(canRateBlogArticle(member, { ratingEnabled: true, ownerIds: [4, 5] })).toBe(false)
  expect(canRateBlogArticle(null, { ratingEnabled: true, ownerIds: [4] })).toBe(false)
  expect(canRateBlogArticle(member, { ratingEnabled: true, ownerIds: [4] }, { endsAt: null })).toBe(false)
})
