import { renderToString } from 'react-dom/server'
import { createRoutesStub } from 'react-router'
import { expect, test } from 'vitest'
import { HelpPage } from './HelpPage.tsx'

test('the help page refers to every page spec 000 §2.6 names, the settings overview included', () => {
  const Stub = createRoutesStub([
    { path: '/info/hilfe', Component: () => <HelpPage productName="MOTOR-TALK" /> },
  ])
  const html = renderToString(<Stub initialEntries={['/info/hilfe']} />)
  for (const path of [
    '/forum.html',
    '/tests',
    '/blogs.html',
    '/team.html',
    '/cockpit/EinstellungenUebersicht.html',
    '/app',
  ])
    expect(html).toContain(`href="${path}"`)
})
