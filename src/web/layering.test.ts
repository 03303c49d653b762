import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { expect, test } from 'vitest'

// The layering rules (DESIGN.md "Layout"), checked on every import of the application's modules
// (tests aside): relative ones and the package.json "imports" aliases (`#db/…`, `#web/…`) alike,
// type-only imports and `import()` included.
//
// 1. Layers: src/domain (pure) ← src/config ← src/db ← src/services ← src/graphql ← src/web, with
//    src/seed beside web and src/server hosting them all. A module imports from its own layer and
//    the ones below it, never upwards.
// 2. No import cycles: the module graph is acyclic, within a layer too.
// 3. Web features (DESIGN.md "web/"): a feature imports from ui/, domain/, the app's own modules
//    (context, csrf, forms, …) and its own folder, never from another feature; what two features
//    share moves down. Below are the compositions still allowed, each an edge "from → to" with its
//    reason. The list may only shrink: a new edge fails this test.

const MAY_IMPORT: Record<string, readonly string[]> = {
  domain: [],
  config: ['domain'],
  db: ['domain', 'config'],
  services: ['domain', 'config', 'db'],
  graphql: ['domain', 'config', 'db', 'services'],
  web: ['domain', 'db', 'services', 'graphql'],
  seed: ['domain', 'config', 'db', 'services'],
  server: ['domain', 'config', 'db', 'services', 'graphql', 'web', 'seed'],
}

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
  ['messages → settings', 'the settings frame’s styles'],
])

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const SRC = path.join(ROOT, 'src')
const FEATURES = path.join(SRC, 'web', 'features')

/** package.json "imports": `#db/*` → `./src/db/*`. */
const ALIASES = Object.entries(
  JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')).imports as Record<string, string>,
)

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return sources(full)
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$|test-data\.ts$/.test(entry.name) ? [full] : []
  })
}

/** The file an import names, or null for a package (`react`, `node:fs`). */
function resolve(from: string, written: string): string | null {
  const specifier = written.replace(/\?.*$/, '') // Vite's `?raw`, `?url`
  if (specifier.startsWith('.')) return path.resolve(path.dirname(from), specifier)
  if (!specifier.startsWith('#')) return null
  for (const [pattern, target] of ALIASES) {
    const [prefix = '', suffix = ''] = pattern.split('*')
    if (specifier.startsWith(prefix) && specifier.endsWith(suffix)) {
      const middle = specifier.slice(prefix.length, specifier.length - suffix.length)
      return path.resolve(ROOT, target.replace('*', middle))
    }
  }
  throw new Error(`${path.relative(ROOT, from)}: „${specifier}“ matches no package.json "imports" entry`)
}

/** Static imports and re-exports (`import type` too), side-effect imports and `import('…')`. */
const IMPORT = [
  /^\s*(?:import|export)\s[^'"`;]*?\bfrom\s*['"]([^'"]+)['"]/gm,
  /^\s*import\s*['"]([^'"]+)['"]/gm,
  /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g,
]

function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8')
  const targets = IMPORT.flatMap((pattern) =>
    [...text.matchAll(pattern)].map((match) => resolve(file, match[1] ?? '')),
  )
  return [...new Set(targets.filter((target) => target !== null))]
}

const GRAPH = new Map(sources(SRC).map((file) => [file, importsOf(file)]))

function layerOf(file: string): string {
  const relative = path.relative(SRC, file)
  return relative.startsWith('..') ? path.relative(ROOT, file) : (relative.split(path.sep)[0] ?? '')
}

function featureOf(file: string): string | null {
  const relative = path.relative(FEATURES, file)
  return relative.startsWith('..') ? null : (relative.split(path.sep)[0] ?? null)
}

const show = (file: string) => path.relative(ROOT, file)

test('the module graph is the one checked: aliases resolve to files', () => {
  // a resolution mistake here would let every rule below pass unchecked
  const missing = [...GRAPH].flatMap(([file, targets]) =>
    targets
      .filter((target) => !existsSync(target) && !target.includes(`${path.sep}+types${path.sep}`))
      .map((target) => `${show(file)} → ${show(target)}`),
  )
  expect(missing).toEqual([])
  const viaAlias = [...GRAPH.keys()].filter((file) => /from '#/.test(readFileSync(file, 'utf8')))
  expect(viaAlias.length).toBeGreaterThan(100)
})

test('modules import from their own layer and the layers below it, never upwards', () => {
  const wrong: string[] = []
  for (const [file, targets] of GRAPH) {
    const from = layerOf(file)
    const allowed = MAY_IMPORT[from]
    if (allowed === undefined) {
      wrong.push(`${show(file)}: not in a known layer`)
      continue
    }
    for (const target of targets) {
      const to = layerOf(target)
      if (to !== from && !allowed.includes(to)) wrong.push(`${show(file)} → ${show(target)}`)
    }
  }
  expect(wrong).toEqual([])
})

test('there are no import cycles', () => {
  // Tarjan's strongly connected components; every component of more than one module is a cycle
  const index = new Map<string, number>()
  const low = new Map<string, number>()
  const stack: string[] = []
  const onStack = new Set<string>()
  const cycles: string[][] = []
  const visit = (file: string) => {
    index.set(file, index.size)
    low.set(file, index.get(file) ?? 0)
    stack.push(file)
    onStack.add(file)
    for (const target of GRAPH.get(file) ?? []) {
      if (!GRAPH.has(target)) continue
      if (!index.has(target)) {
        visit(target)
        low.set(file, Math.min(low.get(file) ?? 0, low.get(target) ?? 0))
      } else if (onStack.has(target)) {
        low.set(file, Math.min(low.get(file) ?? 0, index.get(target) ?? 0))
      }
    }
    if (low.get(file) === index.get(file)) {
      const component: string[] = []
      let member: string | undefined
      do {
        member = stack.pop()
        if (member === undefined) break
        onStack.delete(member)
        component.push(show(member))
      } while (member !== file)
      if (component.length > 1 || GRAPH.get(file)?.includes(file)) cycles.push(component.sort())
    }
  }
  for (const file of GRAPH.keys()) if (!index.has(file)) visit(file)
  expect(cycles).toEqual([])
})

test('features import no other feature, except the compositions listed', () => {
  const edges = new Set<string>()
  for (const [file, targets] of GRAPH) {
    const from = featureOf(file)
    if (from === null) continue
    for (const target of targets) {
      const to = featureOf(target)
      if (to !== null && to !== from) edges.add(`${from} → ${to}`)
    }
  }
  const unexpected = [...edges].filter((edge) => !ALLOWED.has(edge))
  expect(unexpected).toEqual([])
  // an allowance nobody needs any more goes too
  expect([...ALLOWED.keys()].filter((edge) => !edges.has(edge))).toEqual([])
})
