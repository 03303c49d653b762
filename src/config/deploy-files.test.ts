import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { expect, test } from 'vitest'

// decision 037: the deployment files (docs/deploy.md) say what the guide promises. The systemd unit
// is also checked by systemd itself where it is installed; the container file cannot be built
// here (no container daemon, no registry), so its promises are read from it, and its runtime stage
// is started for real by src/server/production-install.test.ts.

const deploy = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../deploy')
const read = (name: string) => readFileSync(path.join(deploy, name), 'utf8')

test('the systemd unit runs the server as an unprivileged user, hardened, restarted on failure', () => {
  const unit = read('motorforum.service')
  expect(unit).toMatch(/^User=motorforum$/m)
  expect(unit).toMatch(/^ExecStart=\/usr\/bin\/node src\/server\/start\.ts$/m)
  expect(unit).toMatch(/^Environment=APP_ENV=production$/m)
  expect(unit).toMatch(/^Restart=on-failure$/m)
  expect(unit).toMatch(/^NoNewPrivileges=true$/m)
  expect(unit).toMatch(/^ReadWritePaths=\/var\/lib\/motorforum$/m)
  if (existsSync('/usr/bin/systemd-analyze'))
    execFileSync('/usr/bin/systemd-analyze', ['verify', path.join(deploy, 'motorforum.service')], {
      stdio: 'pipe',
    })
})

test('the container file builds in one stage and runs non-root in another, with a health check', () => {
  const file = read('Containerfile')
  expect(file.match(/^FROM node:24-\S+ AS \w+$/gm)).toHaveLength(2)
  expect(file).toMatch(/^RUN npm ci/m)
  expect(file).toMatch(/^RUN npm run build && npm prune --omit=dev$/m)
  expect(file).toMatch(/^USER node$/m)
  expect(file).not.toMatch(/^USER root$/m)
  expect(file).toMatch(/^HEALTHCHECK .*\/healthz/m)
})

test('the proxy passes the client address, streams live replies and keeps /metrics closed', () => {
  const conf = read('nginx.conf')
  // one edge proxy: it replaces a client's X-Forwarded-For (and -Proto, -Host, Forwarded) with
  // what it saw, in every location; TRUST_PROXY=1 in the unit and the container trusts this hop
  const locations = conf.match(/location \/[^ ]* \{[^}]*proxy_pass[^}]*\}/g) ?? []
  expect(locations).toHaveLength(2)
  for (const location of locations) {
    expect(location).toContain('proxy_set_header X-Forwarded-For $remote_addr;')
    expect(location).toContain('proxy_set_header X-Forwarded-Proto $scheme;')
    expect(location).toContain('proxy_set_header X-Forwarded-Host $host;')
    expect(location).toContain('proxy_set_header Forwarded "";')
  }
  expect(conf).not.toContain('$proxy_add_x_forwarded_for')
  expect(read('motorforum.service')).toMatch(/^Environment=TRUST_PROXY=(true|1)$/m)
  expect(read('Containerfile')).toMatch(/TRUST_PROXY=(true|1)\b/)
  expect(conf).toMatch(/location \/live\/ \{[^}]*proxy_buffering off;/)
  expect(conf).toContain('location = /metrics { return 404; }')
})
