import { renderToStaticMarkup, renderToString } from 'react-dom/server'
import { expect, test } from 'vitest'
import { IslandsContext, type IslandsRender } from '../islands/context.ts'
import { Island } from './Island.tsx'
import { RelativeTime } from './RelativeTime.tsx'

// decision 044: in the hydrated app an island is its component; on a visitor's islands page it is a
// root of its own that names itself and carries its props for the islands' entry.

const props = { date: '2026-11-28T10:00:00.000Z', now: '2026-11-28T12:00:00.000Z', initial: 'label' as const }

test('in the app an island is exactly its component, no wrapper', () => {
  expect(renderToStaticMarkup(<Island name="RelativeTime" component={RelativeTime} props={props} />)).toBe(
    renderToStaticMarkup(<RelativeTime {...props} />),
  )
})

test('on an islands page it carries its name, its props and its own render with a prefix of its own', () => {
  let count = 0
  const islands: IslandsRender = {
    entry: '/islands/assets/entry.js',
    render: (node, identifierPrefix) => renderToString(node, { identifierPrefix }),
    nextPrefix: () => {
      count += 1
      return `i${count}-`
    },
  }
  const html = renderToStaticMarkup(
    <IslandsContext.Provider value={islands}>
      <Island name="RelativeTime" component={RelativeTime} props={props} />
      <Island name="RelativeTime" component={RelativeTime} props={{ ...props, initial: 'relative' }} />
    </IslandsContext.Provider>,
  )
  const wrappers = [
    ...html.matchAll(
      /<div class="island" data-island="RelativeTime" data-prefix="(i\d-)" data-props="([^"]*)">/g,
    ),
  ]
  expect(wrappers.map((match) => match[1])).toEqual(['i1-', 'i2-'])
  expect(JSON.parse(wrappers[0]![2]!.replaceAll('&quot;', '"'))).toEqual(props)
  // what hydrateRoot will find: the component's own markup inside the wrapper
  expect(html).toContain(
    `data-props="${wrappers[0]![2]}">${renderToString(<RelativeTime {...props} />)}</div>`,
  )
})
