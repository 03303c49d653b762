import { renderToString } from 'react-dom/server'
import { expect, test } from 'vitest'
import { highlightedInline } from '#domain/markup.ts'
import { cookPostHtml, withReferrer } from '#domain/post-html.ts'
import { CookedPostText, PostInline, PostText } from './PostText.tsx'

const render = (source: string) =>
  renderToString(<PostText source={source} referrer="/forum/golf-t1.html" ownHosts={['www.motor-talk.de']} />)

test.each([
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '[url=javascript:alert(1)]klick[/url]',
  '[url]javascript:alert(1)[/url]',
  '[quote=<img src=x onerror=alert(1)>]x[/quote]',
  '[b onclick=alert(1)]fett[/b]',
  '"><svg onload=alert(1)>',
])('XSS attempt %j renders inert', (source) => {
  const html = render(source)
  // only our own elements, only our own attributes; the attempt itself is escaped text
  for (const [, tag, attributes = ''] of html.matchAll(/<([a-z]+)((?:\s+[a-z-]+="[^"]*")*)\s*\/?>/g)) {
    expect(['div', 'p', 'br', 'strong', 'em', 'a', 'ul', 'li', 'blockquote', 'span']).toContain(tag)
    for (const [, name, value] of attributes.matchAll(/([a-z-]+)="([^"]*)"/g)) {
      expect(['class', 'href', 'rel']).toContain(name)
      if (name === 'href') expect(value).toMatch(/^\/(out\?|[^/])/)
    }
  }
  expect(html).not.toMatch(/<(script|img|svg|iframe)/i)
})

test('quotes, lists, emphasis and outbound links render as their elements', () => {
  const html = render(
    '[quote=Klaus75]Erst prüfen[/quote][b]Wichtig:[/b] siehe https://kba.de/rueckrufe\n\n[list][*]Öl[*]Filter[/list]',
  )
  expect(html).toContain('<blockquote')
  expect(html).toContain('Zitat von Klaus75')
  expect(html).toContain('<strong>Wichtig:</strong>')
  expect(html).toContain(
    'href="/out?target=https%3A%2F%2Fkba.de%2Frueckrufe&amp;referrer=%2Fforum%2Fgolf-t1.html"',
  )
  expect(html).toContain('rel="nofollow ugc noopener"')
  expect(html).toContain('<li>Öl</li>')
})

test('a search excerpt renders its matched words as <mark> through the same renderer, text escaped', () => {
  const html = renderToString(
    <PostInline
      nodes={highlightedInline([
        { text: 'Der ', highlighted: false },
        { text: 'Zahnriemen', highlighted: true },
        { text: ' <script>alert(1)</script>', highlighted: false },
      ])}
      referrer="/suche.html"
      ownHosts={['www.motor-talk.de']}
    />,
  )
  expect(html).toMatch(
    /^<span>Der <mark class="[^"]+">Zahnriemen<\/mark> &lt;script&gt;alert\(1\)&lt;\/script&gt;<\/span>$/,
  )
})

test('[code] renders as <pre><code> with its text escaped and white space as written (decision 024)', () => {
  const html = render('[code]\n<script>alert(1)</script>\n  [b]x[/b]  https://kba.de\n[/code]')
  expect(html).toMatch(
    /^<div class="[^"]+"><pre class="[^"]+" tabindex="0"><code>&lt;script&gt;alert\(1\)&lt;\/script&gt;\n {2}\[b\]x\[\/b\] {2}https:\/\/kba\.de<\/code><\/pre><\/div>$/,
  )
  expect(render('[list][*][code]a  b[/code][/list]')).toMatch(/<li><code class="[^"]+">a {2}b<\/code><\/li>/)
})

test('kept HTML is the same HTML, shown with the page it is shown on as the outbound referrer', () => {
  const source = '[quote=Ölwechsel]siehe https://kba.de/rueckrufe?a=1&b=2[/quote] [b]<ok>[/b]'
  const cooked = cookPostHtml(source, ['www.motor-talk.de'])
  expect(cooked).not.toContain('golf-t1')
  expect(renderToString(<CookedPostText html={cooked} referrer="/forum/golf-t1.html" />)).toBe(render(source))
  expect(withReferrer(cooked, "/forum/a'b.html")).toContain('referrer=%2Fforum%2Fa&#x27;b.html')
})
