import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { expect, test } from 'vitest'

// The layering rule (DESIGN.md "web/"): a feature imports from ui/, domain/, the app's
// own modules (context, csrf, forms, …) and its own folder, never from another feature; what two
// features share moves down. Below are the compositions still allowed, each an edge "from → to"
// with its reason. The list may only shrink: a new edge fails this test.

const ALLOWED = new Map<string, string>([
  ['board → notifications', 'FollowButton on the board page'],
  ['thread → notifications', 'FollowButton on the thread page'],
  ['thread → editing', 'the edit links, edited mark and curation inside a post and the thread header'],
  ['editing → thread', 'the thread page’s moderation context (useThreadModeration)'],
  ['thread → report', 'the report menu of posts and threads'],
  ['profile → report', 'the report menu of profiles'],
  ['thread → summary', 'the AI summary box on the thread page'],
  ['thread → polls', 'the poll on a thread’s first page (decision 036)'],
  ['magazine → consent', 'videos load only after consent to external media (decision 036)'],
  ['editing → editor', 'the editor in the edit form'],
  ['reply → editor', 'the editor in the full reply'],
  ['start-thread → editor', 'the editor in the new-thread form'],
  ['reply → attachments', 'file uploads of the full reply'],
  ['start-thread → attachments', 'file uploads of the new-thread form'],
  ['frame → header', 'the page frame composes the member header and favourites bar'],
  ['live → header', 'live events update the header data'],
  ['info → consent', 'the privacy statement opens the consent settings'],
  ['home → forum-home', 'the home page shows the forum directory'],
  ['notifications → accounts', 'the account card button style'],
  ['messages → settings', 'the settings frame’s styles'],
])

const FEATURES = path.join(path.dirname(fileURLToPath(import.meta.url)), 'features')

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return sources(full)
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$|test-data\.ts$/.test(entry.name) ? [full] : []
  })
}

function featureOf(file: string): string | null {
  const relative = path.relative(FEATURES, file)
  return relative.startsWith('..') ? null : (relative.split(path.sep)[0] ?? null)
}

test('features import no other feature, except the compositions listed', () => {
  const edges = new Set<string>()
  for (const file of sources(FEATURES)) {
    const from = featureOf(file)
    for (const match of readFileSync(file, 'utf8').matchAll(/from '(\.{1,2}\/[^']+)'/g)) {
      const to = featureOf(path.resolve(path.dirname(file), match[1] ?? ''))
      if (to !== null && to !== from) edges.add(`${from} → ${to}`)
    }
  }
  const unexpected = [...edges].filter((edge) => !ALLOWED.has(edge))
  expect(unexpected).toEqual([])
  // an allowance nobody needs any more goes too
  expect([...ALLOWED.keys()].filter((edge) => !edges.has(edge))).toEqual([])
})
