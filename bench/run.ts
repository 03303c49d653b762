// npm run bench [-- --large] [-- --only forum-home]
// Starts the production server on a data directory of its own (demo community, or with --large
// the 1,000,000-post community, seeded on first use), loads each page with autocannon
// (10 connections, 10 s, loopback) and writes the figures into bench/RESULTS.md.

import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import autocannon from 'autocannon'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const { values } = parseArgs({
  options: {
    large: { type: 'boolean', default: false },
    only: { type: 'string' },
    duration: { type: 'string', default: '10' },
  },
})

interface Target {
  name: string
  path: string
  /** Served with the page cache off: the cost of a real render (a crawler's long tail). */
  uncached?: boolean
}

const TARGETS: Target[] = [
  { name: 'forum-home', path: '/forum.html' },
  { name: 'forum-home', path: '/forum.html', uncached: true },
  { name: 'healthz', path: '/healthz' },
]

const PORT = 3200
const dataDir = path.join(root, 'data', values.large ? 'bench-large' : 'bench')

function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, env: { ...process.env, ...env }, stdio: 'inherit' })
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${args.join(' ')} exited ${code}`)),
    )
  })
}

async function waitForHealth(child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 180_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error('Server exited during start-up')
    try {
      if ((await fetch(`http://127.0.0.1:${PORT}/healthz`)).ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error('Server did not become healthy')
}

const env = {
  PORT: String(PORT),
  DATA_DIR: dataDir,
  APP_ENV: 'production',
  SEED_DEMO: 'true',
  LOG_LEVEL: 'warn',
  DATABASE_URL: '',
}
if (values.large && !existsSync(path.join(dataDir, 'postgres'))) {
  console.log('Building the large community (1,000,000 posts) once …')
  await run(process.execPath, ['src/seed/cli.ts', '--posts', '1000000'], env)
}
async function measure(targets: Target[], uncached: boolean): Promise<string[]> {
  const server = spawn(process.execPath, ['src/server/start.ts'], {
    cwd: root,
    env: { ...process.env, ...env, PAGE_CACHE_TTL_MS: uncached ? '0' : '10000' },
    stdio: 'inherit',
  })
  const lines: string[] = []
  try {
    await waitForHealth(server)
    for (const target of targets) {
      const url = `http://127.0.0.1:${PORT}${target.path}`
      const options = { url, connections: 10, headers: { 'accept-encoding': 'gzip' } }
      await autocannon({ ...options, duration: 2 }) // warm-up: JIT, pool, PostgreSQL buffers
      const result = await autocannon({ ...options, duration: Number(values.duration) })
      const data = values.large ? 'large (1M posts)' : 'demo (30k posts)'
      const label = `${target.path}${uncached ? ' (uncached)' : ''}`
      const line = `| ${new Date().toISOString().slice(0, 10)} | ${label} | ${data} | ${Math.round(result.requests.average)} | ${result.latency.p50} | ${result.latency.p99} | ${result.non2xx + result.errors} |`
      console.log(line)
      lines.push(line)
    }
  } finally {
    server.kill('SIGINT')
    await new Promise((resolve) => server.once('exit', resolve))
  }
  return lines
}

const selected = TARGETS.filter((t) => !values.only || t.name === values.only)
const rows = [
  ...(await measure(
    selected.filter((t) => !t.uncached),
    false,
  )),
  ...(await measure(
    selected.filter((t) => t.uncached),
    true,
  )),
]

const resultsFile = path.join(root, 'bench', 'RESULTS.md')
const header = `# Benchmark results

autocannon, 10 connections, 10 s after a 2 s warm-up, loopback, \`Accept-Encoding: gzip\`,
production build (\`npm run bench\`; \`npm run bench -- --large\` for the 1,000,000-post community).
Machine: ${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown'}), Node ${process.versions.node}.
Server and load generator share the machine, so the figures are a floor, not a ceiling.

| date | path | data | req/s | p50 ms | p99 ms | errors |
|---|---|---|---|---|---|---|
`
const previous = existsSync(resultsFile)
  ? readFileSync(resultsFile, 'utf8')
      .split('\n')
      .filter((l) => /^\| \d{4}-/.test(l))
  : []
writeFileSync(resultsFile, `${header}${[...previous, ...rows].join('\n')}\n`)
