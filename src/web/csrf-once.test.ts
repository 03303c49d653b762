import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { expect, test } from 'vitest'

// decision 042, "CSRF once": an action reads its form only through the form parser, which checks
// the token as it reads — so a new action cannot forget the check. Nothing else in the web asks
// `verifyCsrf` or reads a request's form data itself, and no action is an exception (the staff's
// magazine editor was the last to move).

const web = path.dirname(fileURLToPath(import.meta.url))
const PARSER = new Set(['form-parser.ts', 'csrf.ts', 'forms.ts'])

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return sources(full)
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : []
  })
}

test('only the form parser checks the token and reads a posted form', () => {
  const offenders = sources(web)
    .filter((file) => !PARSER.has(path.relative(web, file)))
    .filter((file) => /\bverifyCsrf\(|\breadForm\(|\.formData\(\)/.test(readFileSync(file, 'utf8')))
    .map((file) => path.relative(web, file))
  expect(offenders).toEqual([])
})
