import { type ChildProcess, execFileSync, spawn } from 'node:child_process'
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, expect, test } from 'vitest'
import { freePort } from '#db/embedded.ts'
import { createTestDatabase } from '#testing/db.ts'

// decision 037: the container image's runtime stage, as close as this machine allows (it has no
// container daemon and no registry for node:24-bookworm-slim): production dependencies only
// (`npm ci --omit=dev`, what the build stage's `npm prune --omit=dev` leaves), the build, src/ and
// public/ — nothing else — started with the image's environment by an unprivileged user against an
// external PostgreSQL. It must serve its shipped build (the build tool is not installed) and stop
// cleanly on SIGTERM, as `docker stop` asks it to.

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const image = mkdtempSync(path.join(tmpdir(), 'motorforum-image-'))
afterAll(() => rmSync(image, { recursive: true, force: true }))

const NOBODY = 65_534

test('a production install with only the shipped build starts as an unprivileged user, serves and stops', async () => {
  const app = path.join(image, 'app')
  const data = path.join(image, 'data')
  mkdirSync(app)
  mkdirSync(data)
  for (const file of ['package.json', 'package-lock.json'])
    cpSync(path.join(root, file), path.join(app, file))
  execFileSync('npm', ['ci', '--omit=dev', '--prefer-offline', '--no-audit', '--no-fund'], {
    cwd: app,
    stdio: 'pipe',
    env: { ...process.env, NODE_ENV: 'production' },
  })
  for (const dir of ['build', 'src', 'public'])
    cpSync(path.join(root, dir), path.join(app, dir), { recursive: true })
  // the image's files belong to its user; as root here, that user is nobody
  const asRoot = process.getuid?.() === 0
  if (asRoot) execFileSync('chown', ['-R', `${NOBODY}:${NOBODY}`, image])

  const database = await createTestDatabase('demo')
  const port = await freePort()
  let output = ''
  const child: ChildProcess = spawn(process.execPath, ['src/server/start.ts'], {
    cwd: app,
    env: {
      PATH: process.env.PATH,
      APP_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: data,
      TRUST_PROXY: 'true',
      DATABASE_URL: database.url,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    ...(asRoot ? { uid: NOBODY, gid: NOBODY } : {}),
  })
  for (const stream of [child.stdout, child.stderr])
    stream?.on('data', (chunk: Buffer) => {
      output += chunk.toString()
    })
  try {
    const end = Date.now() + 60_000
    let healthy = false
    while (!healthy && Date.now() < end) {
      if (child.exitCode !== null) throw new Error(`exited early:\n${output}`)
      healthy = (await fetch(`http://127.0.0.1:${port}/healthz`).catch(() => null))?.ok ?? false
      if (!healthy) await new Promise((resolve) => setTimeout(resolve, 100))
    }
    expect(healthy, output).toBe(true)
    expect(output).toContain('Produktionsinstallation ohne Build-Werkzeug')
    expect(output).not.toContain('Baue die Web-App')
    const page = await fetch(`http://127.0.0.1:${port}/forum.html`)
    expect(page.status).toBe(200)
    expect(await page.text()).toContain('VW Forum')
    const script = await fetch(`http://127.0.0.1:${port}/robots.txt`)
    expect(script.status).toBe(200)
    if (asRoot) {
      const status = readFileSync(`/proc/${child.pid}/status`, 'utf8')
      expect(/^Uid:\s+(\d+)/m.exec(status)?.[1]).toBe(String(NOBODY))
    }
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve))
    child.kill('SIGTERM')
    expect(await exited).toBe(0)
  } finally {
    if (child.exitCode === null) child.kill('SIGKILL')
    await database.drop()
  }
}, 180_000)
