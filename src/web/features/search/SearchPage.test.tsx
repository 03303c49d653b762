import { renderToString } from 'react-dom/server'
import { createRoutesStub } from 'react-router'
import { expect, test } from 'vitest'
import { SEARCH_TEXTS } from '#domain/search.ts'
import type { SearchView } from './load-search.ts'
import { SearchPage } from './SearchPage.tsx'
import { hit, NOW, results, values, view } from './test-data.ts'

// The search page from the operations' results (decision 022): rendered as the server renders it.

function render(data: SearchView): string {
  const Stub = createRoutesStub([
    { path: '/suche.html', Component: () => <SearchPage view={data} now={NOW} /> },
  ])
  return renderToString(<Stub initialEntries={['/suche.html']} />)
}

/** The visible text, tags dropped and entities read. */
function text(html: string): string {
  return html
    .replace(/<[^>]+>/g, '')
    .replaceAll('&quot;', '"')
    .replaceAll('&amp;', '&')
    .replaceAll('&#x27;', "'")
}

test('without a search: the form with every field labelled, and the tips', () => {
  const html = render(view())
  expect(html).toContain('<h1')
  expect(text(html)).toContain('Suche')
  for (const [id, label] of [
    ['search-term', 'Suchbegriff'],
    ['search-author', 'Mitglied'],
    ['search-board', 'Forum'],
    ['search-vehicle', 'Fahrzeug'],
    ['search-from', 'von'],
    ['search-to', 'bis'],
    ['search-sort', 'Sortierung'],
  ]) {
    expect(html).toMatch(new RegExp(`<label[^>]*for="${id}"[^>]*>${label}</label>`))
    expect(html).toContain(`id="${id}"`)
  }
  expect(html).toContain('action="/suche.html"')
  expect(html).toContain('<input type="hidden" name="search" value="true"/>')
  expect(html).toMatch(/<details[^>]*><summary[^>]*>Filter<\/summary>/)
  expect(text(html)).toContain('Themen und Beiträge')
  expect(text(html)).toContain('Nur Themen mit bester Antwort')
  expect(text(html)).toContain('So findest Du, was Du suchst')
  expect(text(html)).toContain('findet auch Zahnriemenwechsel')
  expect(html).toContain('href="/suche.html?search=true&amp;se=Zahnrimen"')
  expect(html).not.toContain('name="suk"')
})

test('boards are indented by depth; vehicles grouped by make with "(alle)" and their series', () => {
  const html = render(view())
  expect(html).toContain('<option value="" selected="">Alle Foren</option>')
  expect(html).toContain('<option value="2000">\u00a0\u00a0\u00a0\u00a0\u00a0\u00a0VW Golf</option>')
  expect(html).toContain(
    '<optgroup label="VW"><option value="h7">VW (alle)</option><option value="s70">VW Golf</option>',
  )
  // no model select until a series is chosen
  expect(html).not.toContain('id="search-model"')
})

test('a model shows its series in the first select and the series’ models in the second', () => {
  const html = render(view({ values: values({ vehicle: 'm701' }) }))
  expect(html).toMatch(/<option value="s70" selected="">VW Golf<\/option>/)
  expect(html).toMatch(/<label[^>]*for="search-model"[^>]*>Modell<\/label>/)
  expect(html).toMatch(/<option value="m701" selected="">Golf 7 \(AU\)<\/option>/)
  expect(html).toContain('Filter (1)')
})

test('refused: each message at its field, the fields as they were sent, a bad date shown as typed', () => {
  const html = render(
    view({
      values: values({ term: 'x'.repeat(201), from: '31.02.2024', authorName: 'Niemand' }),
      problems: [
        { field: 'term', message: SEARCH_TEXTS.termTooLong },
        { field: 'from', message: SEARCH_TEXTS.invalidDate },
        { field: 'author', message: SEARCH_TEXTS.authorUnknown },
        { field: 'page', message: SEARCH_TEXTS.invalidPage },
      ],
    }),
  )
  expect(html).toContain(`value="${'x'.repeat(201)}"`)
  expect(html).toMatch(/id="search-term"[^>]*aria-invalid="true" aria-describedby="search-term-error"/)
  expect(html).toMatch(/<p id="search-term-error" class="[^"]*">/)
  expect(text(html)).toContain(SEARCH_TEXTS.termTooLong)
  expect(html).toMatch(/type="text"[^>]*value="31.02.2024"|value="31.02.2024"[^>]*type="text"/)
  expect(text(html)).toContain(SEARCH_TEXTS.invalidDate)
  expect(text(html)).toContain(SEARCH_TEXTS.authorUnknown)
  expect(html).toMatch(/role="alert"[^>]*><p>Diese Seite gibt es nicht.<\/p>/)
  // the filters with a problem are unfolded on phones too
  expect(html).toMatch(/<details[^>]*open=""/)
  expect(text(html)).not.toContain('So findest Du')
})

test('a result: title to the post, board, author, date, badges, thumbs, replies, the excerpt marked', () => {
  const html = render(
    view({
      request: { term: 'Zahnriemen' },
      values: values({ term: 'Zahnriemen' }),
      results: results({
        hits: [hit({ isQuestion: true, threadHasBestAnswer: true, thumbsUp: 3 })],
      }),
    }),
  )
  expect(html).toContain('href="/forum/aktion/PostJump.html?postId=501"')
  expect(text(html)).toContain('Zahnriemenwechsel beim Golf 7 – was kostet das?')
  expect(html).toMatch(/im <a[^>]*href="\/forum\/vw-golf-b2000.html"[^>]*>VW Golf Forum<\/a>/)
  expect(html).toMatch(/von <a[^>]*href="\/nutzer\/klaus75"[^>]*>Klaus75<\/a>/)
  expect(html).toContain('<time dateTime="2026-11-20T09:30:00.000Z">Heute, 10:30 Uhr</time>')
  expect(text(html)).toContain('FrageThema hat beste Antwort')
  expect(text(html)).toContain('3 Daumen hoch')
  expect(text(html)).toContain('12 Antworten')
  expect(html).toMatch(/… beim <mark class="[^"]+">Zahnriemenwechsel<\/mark> gleich die Wasserpumpe/)
  expect(text(html)).toContain('1 Treffer')
})

test('the excerpt is text: markup and HTML in it stay visible characters', () => {
  const html = render(
    view({
      request: { term: 'x' },
      results: results({
        hits: [
          hit({
            excerpt: [
              { text: '<img src=x onerror=alert(1)> [b]', highlighted: false },
              { text: '<script>', highlighted: true },
            ],
          }),
        ],
      }),
    }),
  )
  expect(html).not.toMatch(/<(img|script)/)
  expect(html).toContain('&lt;img src=x onerror=alert(1)&gt; [b]<mark')
  expect(html).not.toContain('<strong>')
})

test('a deleted member’s post says so; a name without a profile is plain text', () => {
  const html = render(
    view({
      request: { term: 'x' },
      results: results({
        total: 2,
        hits: [
          hit({ authorName: null, authorPath: null }),
          hit({ postId: 502, authorName: 'Gast', authorPath: null }),
        ],
      }),
    }),
  )
  expect(text(html)).toContain('von Gelöschtes Mitglied')
  expect(text(html)).toContain('von Gast')
  expect(html).not.toMatch(/<a[^>]*>Gast<\/a>/)
})

test('"Meintest Du" links the same search with the corrected term; expansions and notes as hints', () => {
  const html = render(
    view({
      request: { term: 'Zahnrimen', boardId: 200 },
      results: results({
        suggestion: 'Zahnriemen',
        expansions: [
          { word: 'zahnriemen', alternatives: ['Zahnriemenwechsel', 'Zahnriemenkasten'] },
          { word: 'riemen', alternatives: ['Zahnriemenwechsel'] },
        ],
        notes: [SEARCH_TEXTS.tooManyWords],
      }),
    }),
  )
  expect(html).toMatch(
    /Meintest Du <a[^>]*href="\/suche.html\?search=true&amp;se=Zahnriemen&amp;sbo=200"[^>]*>Zahnriemen<\/a>\?/,
  )
  expect(text(html)).toContain('Auch gefunden: Zahnriemenwechsel, Zahnriemenkasten')
  expect(text(html)).toContain('Es werden nur die ersten 8 Wörter gesucht.')
})

test('counts in German; above the limit "Mehr als 1.000 Treffer"; none: "Keine Treffer." and the tips', () => {
  expect(text(render(view({ request: { term: 'x' }, results: results({ total: 1234 }) })))).toContain(
    '1.234 Treffer',
  )
  expect(
    text(
      render(view({ request: { term: 'x' }, results: results({ total: 1000, totalIsLowerBound: true }) })),
    ),
  ).toContain('Mehr als 1.000 Treffer')
  expect(
    text(render(view({ request: { term: 'x' }, results: results({ total: 783, totalIsLowerBound: true }) }))),
  ).toContain('Mindestens 783 Treffer')
  const none = text(
    render(view({ request: { term: 'x' }, results: results({ total: 0, hits: [], pageCount: 0 }) })),
  )
  expect(none).toContain('Keine Treffer.')
  expect(none).toContain('So findest Du, was Du suchst')
})

test('a member’s posts: "Beiträge von …", the member’s id kept as a hidden field', () => {
  const html = render(
    view({
      request: { authorId: 5, scope: 'posts', sort: 'newest' },
      values: values({ authorId: 5, authorName: 'demo-mitglied', sort: 'newFirst' }),
      results: results({
        author: { userId: 5, displayName: 'demo-mitglied', path: '/nutzer/demo-mitglied' },
      }),
    }),
  )
  expect(html).toMatch(/<h1[^>]*>Beiträge von demo-mitglied<\/h1>/)
  expect(html).toContain('<input type="hidden" name="suk" value="5"/>')
  expect(html).toMatch(/id="search-author"[^>]*value="demo-mitglied"/)
  expect(html).toMatch(/<option value="newFirst" selected="">Neueste zuerst<\/option>/)
})

test('pages like the board pages, each link the same search on another page', () => {
  const html = render(
    view({
      request: { term: 'Golf', vehicle: { level: 'series', id: 70 }, page: 1 },
      results: results({ total: 75, page: 1, pageCount: 4 }),
    }),
  )
  expect(html).toContain('rel="prev" href="/suche.html?search=true&amp;se=Golf&amp;sfz=s70"')
  expect(html).toContain('rel="next" href="/suche.html?search=true&amp;se=Golf&amp;sfz=s70&amp;page=2"')
  expect(html).toContain('Seite 2 von 4')
  // without JavaScript the page dropdown submits the search's parameters along
  expect(html).toContain('<input type="hidden" name="se" value="Golf"/>')
  expect(html).toContain('<input type="hidden" name="sfz" value="s70"/>')
})

test('the period fields are date fields without a placeholder (invalid HTML for type=date)', () => {
  const html = render(view())
  const dateInputs = html.match(/<input[^>]*type="date"[^>]*>/g) ?? []
  expect(dateInputs).toHaveLength(2)
  for (const input of dateInputs) expect(input).not.toContain('placeholder')
})
