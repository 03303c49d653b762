import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { expect, test } from 'vitest'

// decision 042, "CSRF once": an action reads its form only through the form parser, which checks
// the token as it reads — so a new action cannot forget the check. Nothing else in the web asks
// `verifyCsrf` or reads a request's form data itself.

const web = path.dirname(fileURLToPath(import.meta.url))
const PARSER = new Set(['form-parser.ts', 'csrf.ts', 'forms.ts'])
/** Actions still reading their form by hand, with why; the list may only shrink. */
const NOT_YET = new Map([
  [
    'routes/admin/magazine-edit.tsx',
    'the staff’s magazine editor moves with its mutations (decision 042, "Moving")',
  ],
])

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return sources(full)
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : []
  })
}

test('only the form parser checks the token and reads a posted form', () => {
  const offenders = sources(web)
    .filter((file) => !PARSER.has(path.relative(web, file)) && !NOT_YET.has(path.relative(web, file)))
    .filter((file) => /\bverifyCsrf\(|\breadForm\(|\.formData\(\)/.test(readFileSync(file, 'utf8')))
    .map((file) => path.relative(web, file))
  expect(offenders).toEqual([])
  // an entry that reads through the parser by now goes from the list
  const moved = [...NOT_YET.keys()].filter(
    (file) => !/\bverifyCsrf\(|\breadForm\(|\.formData\(\)/.test(readFileSync(path.join(web, file), 'utf8')),
  )
  expect(moved).toEqual([])
})
