import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { expect, test } from 'vitest'

// docs/decisions/038-test-suite.md: browser tests run in a world of their own per worker, wait
// for events or move the page's clock instead of sleeping, and are never retried into green.

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const e2e = path.join(root, 'tests/e2e')
const specs = readdirSync(e2e)
  .filter((name) => name.endsWith('.spec.ts'))
  .map((name) => ({ name, text: readFileSync(path.join(e2e, name), 'utf8') }))

test('every browser spec takes its test from support.ts, so it runs against its worker’s own forum', () => {
  expect(specs.length).toBeGreaterThan(30)
  expect(specs.filter((spec) => !spec.text.includes("from './support.ts'")).map((spec) => spec.name)).toEqual(
    [],
  )
  expect(
    specs.filter((spec) => /import \{[^}]*\btest\b[^}]*\} from '@playwright\/test'/.test(spec.text)),
  ).toEqual([])
})

test('no browser spec sleeps a fixed time or keeps a focused test', () => {
  const offenders = specs.flatMap((spec) =>
    [/\.waitForTimeout\(/, /new Promise\(\(resolve\) => setTimeout\(/, /\btest\.only\(/, /\.describe\.only\(/]
      .filter((pattern) => pattern.test(spec.text))
      .map((pattern) => `${spec.name}: ${pattern.source}`),
  )
  expect(offenders).toEqual([])
})

test('browser tests are not retried', () => {
  const config = readFileSync(path.join(root, 'playwright.config.ts'), 'utf8')
  expect(config).toMatch(/^\s*retries: 0,$/m)
  expect(config).toMatch(/forbidOnly: Boolean\(process\.env\.CI\)/)
})
