import { describe, expect, test } from 'vitest'
import { parseDay, parseSearchParams, searchUrl } from './search.ts'
import { normaliseSearchText, parseSearchTerm } from './search-query.ts'

const parse = (query: string) => parseSearchParams(new URLSearchParams(query))

describe('the search address', () => {
  test('the header and hero address', () => {
    const { request, problems } = parse('search=true&se=Zahnriemen+Golf+7')
    expect(problems).toEqual([])
    expect(request.term).toBe('Zahnriemen Golf 7')
    expect(request.scope).toBe('posts')
    expect(request.sort).toBeNull()
  })

  test("the user menu's 'Meine Beiträge'", () => {
    const { request, problems } = parse('search&suk=5&suf=2&sob=newFirst')
    expect(problems).toEqual([])
    expect(request).toMatchObject({ term: '', authorId: 5, scope: 'posts', sort: 'newest' })
  })

  test('every filter, and back to the same address', () => {
    const query =
      'search=true&se=Kupplung&sun=Dieter&sbo=200&sfz=s12&sdv=2024-01-01&sdb=2024-12-31&suf=1&sob=relevance&sba=1&page=2'
    const { request, problems } = parse(query)
    expect(problems).toEqual([])
    expect(request).toMatchObject({
      term: 'Kupplung',
      authorName: 'Dieter',
      boardId: 200,
      vehicle: { level: 'series', id: 12 },
      from: '2024-01-01',
      to: '2024-12-31',
      scope: 'threads',
      sort: 'relevance',
      bestAnswerOnly: true,
      page: 2,
    })
    expect(parse(searchUrl(request).split('?')[1] as string).request).toEqual(request)
  })

  test('bad values are reported per field, the rest kept', () => {
    const { request, problems } = parse(
      `se=${'x'.repeat(201)}&suk=abc&sbo=-1&sfz=q1&sdv=31.02.2024&sdb=gestern&suf=9&sob=alt&sba=vielleicht&page=-1`,
    )
    expect(request.term).toHaveLength(200)
    expect(problems.map((p) => p.field)).toEqual([
      'term',
      'author',
      'board',
      'vehicle',
      'from',
      'to',
      'other',
      'other',
      'other',
      'page',
    ])
    expect(problems[0]?.message).toBe('Der Suchbegriff darf höchstens 200 Zeichen lang sein.')
  })

  test('days as the date field sends them and as people type them', () => {
    expect(parseDay('2024-02-29')).toBe('2024-02-29')
    expect(parseDay('29.2.2024')).toBe('2024-02-29')
    expect(parseDay('2023-02-29')).toBeNull()
    expect(parseDay('1.13.2024')).toBeNull()
  })
})

describe('the term', () => {
  test('words, phrases and exclusions', () => {
    expect(parseSearchTerm('Zahnriemen "Ruckeln beim Kaltstart" -Diesel')).toEqual({
      groups: [
        { words: ['ruckeln', 'beim', 'kaltstart'], quoted: true },
        { words: ['zahnriemen'], quoted: false },
      ],
      excluded: ['diesel'],
      truncated: false,
    })
  })

  test('vehicle names as people write them stand together', () => {
    const words = (term: string) => parseSearchTerm(term).groups.map((g) => g.words.join(' '))
    expect(words('golf7')).toEqual(['golf 7'])
    expect(words('Golf 7 Zahnriemen')).toEqual(['golf 7', 'zahnriemen'])
    expect(words('1,9 TDI')).toEqual(['1.9 tdi'])
    expect(words('1.9TDI')).toEqual(['1.9 tdi'])
    expect(words('E46')).toEqual(['e 46'])
    expect(words('320d Ölverbrauch')).toEqual(['320 d', 'ölverbrauch'])
    expect(words('Baujahr 2015')).toEqual(['baujahr', '2015'])
  })

  test('at most eight words', () => {
    const parsed = parseSearchTerm('a1 b c d e f g h i j')
    expect(parsed.truncated).toBe(true)
    expect(parsed.groups.flatMap((g) => g.words).length).toBeLessThanOrEqual(8)
  })

  test('punctuation and tsquery syntax are no words', () => {
    expect(parseSearchTerm('& | ! <-> :* ( )').groups).toEqual([])
    expect(parseSearchTerm("'; DROP TABLE posts; --").groups.map((g) => g.words)).toEqual([
      ['drop'],
      ['table'],
      ['posts'],
    ])
  })

  test('the same normalisation as search_text()', () => {
    expect(normaliseSearchText('Golf7 1,9TDI E46 320d')).toBe('Golf 7 1.9 TDI E 46 320 d')
  })
})
