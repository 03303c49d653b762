import { expect, test } from 'vitest'
import { loadConfig } from './config.ts'

test('the development mailbox is off unless DEV_MAILBOX=true asks for it (issue 11 §2)', () => {
  expect(loadConfig({}).devMailbox).toBe(false)
  expect(loadConfig({ APP_ENV: 'development' }).devMailbox).toBe(false)
  expect(loadConfig({ APP_ENV: 'test', DEV_MAILBOX: 'false' }).devMailbox).toBe(false)
  expect(loadConfig({ APP_ENV: 'development', DEV_MAILBOX: 'true' }).devMailbox).toBe(true)
})

test('production refuses to start with DEV_MAILBOX=true, naming the variable', () => {
  expect(() => loadConfig({ APP_ENV: 'production', DEV_MAILBOX: 'true' })).toThrow(/DEV_MAILBOX/)
  expect(loadConfig({ APP_ENV: 'production' }).devMailbox).toBe(false)
})
