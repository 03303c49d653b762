import { type ChildProcess, spawn } from 'node:child_process'
import autocannon from 'autocannon'

// npm run bench [-- --large] -- --only processes  (decision 037: the same pages served by one app
// process and by two against one PostgreSQL, each process loaded by its own autocannon with 10
// connections at once: what a second process adds on this machine, and per process).

interface ProcessRow {
  processes: number
  path: string
  perSecond: number
  p50: number
  p99: number
  errors: number
}

async function healthy(port: number, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 120_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server on ${port} exited during start-up`)
    if ((await fetch(`http://127.0.0.1:${port}/healthz`).catch(() => null))?.ok) return
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`server on ${port} did not become healthy`)
}

/** Starts `count` production servers (ports from `firstPort`, page cache off), runs `work`, stops them. */
async function withProcesses<T>(
  root: string,
  env: NodeJS.ProcessEnv,
  count: number,
  firstPort: number,
  work: (ports: number[]) => Promise<T>,
): Promise<T> {
  const ports = Array.from({ length: count }, (_, i) => firstPort + i * 2)
  const servers = ports.map((port) =>
    spawn(process.execPath, ['src/server/start.ts'], {
      cwd: root,
      env: { ...process.env, ...env, PORT: String(port), PAGE_CACHE_TTL_MS: '0' },
      stdio: 'inherit',
    }),
  )
  try {
    await Promise.all(servers.map((server, i) => healthy(ports[i]!, server)))
    return await work(ports)
  } finally {
    await Promise.all(
      servers.map(
        (server) =>
          new Promise((resolve) => {
            server.once('exit', resolve)
            server.kill('SIGINT')
          }),
      ),
    )
  }
}

export async function measureProcesses(
  root: string,
  env: NodeJS.ProcessEnv,
  paths: readonly string[],
  duration: number,
): Promise<ProcessRow[]> {
  const rows: ProcessRow[] = []
  for (const count of [1, 2]) {
    await withProcesses(root, env, count, 3210, async (ports) => {
      for (const path of paths) {
        const load = (port: number, seconds: number) =>
          autocannon({
            url: `http://127.0.0.1:${port}${path}`,
            connections: 10,
            duration: seconds,
            headers: { 'accept-encoding': 'gzip' },
          })
        await Promise.all(ports.map((port) => load(port, 2))) // warm-up
        const results = await Promise.all(ports.map((port) => load(port, duration)))
        rows.push({
          processes: count,
          path,
          perSecond: Math.round(results.reduce((sum, result) => sum + result.requests.average, 0)),
          p50: Math.max(...results.map((result) => result.latency.p50)),
          p99: Math.max(...results.map((result) => result.latency.p99)),
          errors: results.reduce((sum, result) => sum + result.non2xx + result.errors, 0),
        })
      }
    })
  }
  return rows
}
