import { expect, test } from 'vitest'
import { loadConfig } from './config.ts'

test('the development mailbox is off unless DEV_MAILBOX=true asks for it (docs/security.md)', () => {
  expect(loadConfig({}).devMailbox).toBe(false)
  expect(loadConfig({ APP_ENV: 'development' }).devMailbox).toBe(false)
  expect(loadConfig({ APP_ENV: 'test', DEV_MAILBOX: 'false' }).devMailbox).toBe(false)
  expect(loadConfig({ APP_ENV: 'development', DEV_MAILBOX: 'true' }).devMailbox).toBe(true)
})

test('production refuses to start with DEV_MAILBOX=true, naming the variable', () => {
  expect(() => loadConfig({ APP_ENV: 'production', DEV_MAILBOX: 'true' })).toThrow(/DEV_MAILBOX/)
  expect(loadConfig({ APP_ENV: 'production' }).devMailbox).toBe(false)
})

test('TRUST_PROXY names the trusted proxy hops: none by default, true is one hop, a count or addresses (docs/deploy.md)', () => {
  expect(loadConfig({}).trustProxy).toBe(0)
  expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(0)
  expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(1)
  expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2)
  expect(loadConfig({ TRUST_PROXY: '10.0.0.5,10.1.0.0/16' }).trustProxy).toEqual(['10.0.0.5', '10.1.0.0/16'])
  expect(() => loadConfig({ TRUST_PROXY: 'proxy.internal' })).toThrow(/TRUST_PROXY/)
})
