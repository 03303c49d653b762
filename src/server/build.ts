import { spawn } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'

// `npm start` builds only when the sources changed since the last build: a fingerprint of every
// input file is kept beside the build output.

const INPUTS = [
  'src',
  'public',
  'package-lock.json',
  'vite.config.ts',
  'react-router.config.ts',
  'scripts/precompress.ts',
  'scripts/islands-build.ts',
]

function filesUnder(entry: string): string[] {
  if (!existsSync(entry)) return []
  if (!statSync(entry).isDirectory()) return [entry]
  return readdirSync(entry, { withFileTypes: true }).flatMap((child) =>
    filesUnder(path.join(entry, child.name)),
  )
}

export function sourceFingerprint(root: string): string {
  const hash = createHash('sha256')
  const files = INPUTS.flatMap((input) => filesUnder(path.join(root, input))).sort()
  for (const file of files) {
    if (file.endsWith('.test.ts') || file.endsWith('.test.tsx')) continue
    hash.update(path.relative(root, file)).update('\0').update(readFileSync(file)).update('\0')
  }
  return hash.digest('hex')
}

const STAMP = 'build/.fingerprint'

export function buildIsCurrent(root: string): boolean {
  const stamp = path.join(root, STAMP)
  if (!existsSync(stamp) || !existsSync(path.join(root, 'build/server/index.js'))) return false
  return readFileSync(stamp, 'utf8') === sourceFingerprint(root)
}

/** Runs `react-router build` on this Node (24) and records the fingerprint. */
export async function buildIfNeeded(root: string, log: (message: string) => void): Promise<void> {
  if (buildIsCurrent(root)) return
  const cli = path.join(root, 'node_modules/@react-router/dev/bin.cjs')
  // decision 037: a production install (the container image, `npm ci --omit=dev`) has no build tool
  // and no build inputs beyond src/ and public/: it serves the build it was shipped with
  if (!existsSync(cli)) {
    if (existsSync(path.join(root, 'build/server/index.js'))) {
      log('Produktionsinstallation ohne Build-Werkzeug: der mitgelieferte Build wird genutzt.')
      return
    }
    throw new Error(
      'Kein Build vorhanden und kein Build-Werkzeug installiert: bitte `npm ci && npm run build`.',
    )
  }
  log('Baue die Web-App (react-router build) …')
  await new Promise<void>((resolve, reject) => {
    const child = spawn(process.execPath, [cli, 'build'], {
      cwd: root,
      stdio: ['ignore', 'inherit', 'inherit'],
      env: { ...process.env, NODE_ENV: 'production' },
    })
    child.on('error', reject)
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`Build fehlgeschlagen (Code ${code})`)),
    )
  })
  writeFileSync(path.join(root, STAMP), sourceFingerprint(root))
}
