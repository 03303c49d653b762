import { expect, test } from 'vitest'
import { parseReportParams } from './report-params.ts'

test('the nine categories with a numeric id are accepted, with type and label', () => {
  expect(parseReportParams('post', '42')).toEqual({
    category: 'post',
    label: 'Beitrag',
    key: { type: 'ForumPost', id: 42 },
  })
  expect(parseReportParams('forum', '7')?.key).toEqual({ type: 'ForumThread', id: 7 })
  expect(parseReportParams('news', '7')?.label).toBe('Nachricht')
  expect(parseReportParams('pn', '2147483647')?.key).toEqual({ type: 'PrivateMessage', id: 2147483647 })
  for (const category of ['blogs', 'marktplatz', 'tests']) {
    expect(parseReportParams(category, '1')).not.toBeNull()
  }
})

test('unknown categories and ids that are no positive 32-bit number are refused', () => {
  expect(parseReportParams('beitrag', '1')).toBeNull()
  expect(parseReportParams('__proto__', '1')).toBeNull()
  expect(parseReportParams('post', '0')).toBeNull()
  expect(parseReportParams('post', '2147483648')).toBeNull()
  expect(parseReportParams('post', '-1')).toBeNull()
  expect(parseReportParams('post', '1.5')).toBeNull()
  expect(parseReportParams('post', 'abc')).toBeNull()
  expect(parseReportParams('post', '12/3')).toBeNull()
  expect(parseReportParams('post', '')).toBeNull()
  expect(parseReportParams('post', undefined)).toBeNull()
})

test('profiles and accounts take a slug of at least 3 letters, digits, _ or -, or an id', () => {
  expect(parseReportParams('nutzer', 'demo-mitglied')?.key).toEqual({
    type: 'UserProfile',
    slug: 'demo-mitglied',
  })
  expect(parseReportParams('konto', 'a_b')?.key).toEqual({ type: 'UserAccount', slug: 'a_b' })
  expect(parseReportParams('nutzer', '5')?.key).toEqual({ type: 'UserProfile', id: 5 })
  expect(parseReportParams('nutzer', 'ab')).toBeNull()
  expect(parseReportParams('nutzer', 'mit leerzeichen')).toBeNull()
  expect(parseReportParams('nutzer', 'ümlaut')).toBeNull()
  // a slug is only for member categories
  expect(parseReportParams('post', 'demo-mitglied')).toBeNull()
})

test('decision 036: blog articles, tests and ads are named by their slug ending in the id, or the id', () => {
  expect(parseReportParams('blogs', 'ein-jahr-mit-dem-golf-12')?.key).toEqual({ type: 'BlogArticle', id: 12 })
  expect(parseReportParams('tests', '7')?.key).toEqual({ type: 'VehicleReview', id: 7 })
  expect(parseReportParams('marktplatz', 'winterraeder-33.html')?.key).toEqual({
    type: 'MarketplaceArticle',
    id: 33,
  })
  expect(parseReportParams('tests', 'ohne-nummer')).toBeNull()
})

test('decision 036: a comment is k{id} in the blogs and tests categories, named a Kommentar', () => {
  expect(parseReportParams('blogs', 'k12')).toEqual({
    category: 'blogs',
    label: 'Kommentar',
    key: { type: 'Comment', id: 12 },
  })
  expect(parseReportParams('tests', 'k7')?.key).toEqual({ type: 'Comment', id: 7 })
  // an article whose slug ends in -k12 is still the article
  expect(parseReportParams('blogs', 'mein-k-12')?.key).toEqual({ type: 'BlogArticle', id: 12 })
  expect(parseReportParams('marktplatz', 'k12')).toBeNull()
  expect(parseReportParams('post', 'k12')).toBeNull()
  expect(parseReportParams('blogs', 'k0')).toBeNull()
})
