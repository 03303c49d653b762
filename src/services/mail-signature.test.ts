import { mkdtemp, readdir, readFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { expect, test } from 'vitest'
import { createMailer } from './mail.ts'
import { confirmRegistrationMail } from './mail-templates.ts'

// Every link in our mails comes from the configured public address (PUBLIC_URL), the help link of
// the greeting too: a mail of a test or staging system never points at the production host.

test('a signed mail ends with the greeting and the help page of the configured public address', async () => {
  const outboxDir = await mkdtemp(path.join(tmpdir(), 'mails-'))
  const mailer = createMailer({ outboxDir, from: 'test@localhost', publicUrl: 'https://staging.example.org' })
  await mailer.send(confirmRegistrationMail('neu@example.org', 'Neu', 'https://staging.example.org/x', 48))
  const [stored] = (await readdir(outboxDir)).filter((name) => name.endsWith('.json'))
  const mail = JSON.parse(await readFile(path.join(outboxDir, stored ?? ''), 'utf8'))
  expect(mail.text).toContain('Dein MOTOR-TALK-Team')
  expect(mail.text).toMatch(/Fragen\? https:\/\/staging\.example\.org\/info\/hilfe$/)
  expect(mail.text).not.toContain('www.motor-talk.de')
  expect(mail.signed).toBeUndefined()
})
