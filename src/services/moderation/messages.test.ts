import { expect, test } from 'vitest'
import { type CaseFacts, reporterDecisionMessage, statementOfReasons } from './messages.ts'

// The texts of a decision to both parties (DSA Art. 16 (5), 17): every link from the configured
// public URL, on a line of its own (a mail client takes a following full stop into the link), and
// a subject for each party that says what happened.

const PUBLIC_URL = 'https://forum.example.test'
const CASE_LINK = `${PUBLIC_URL}/cockpit/meldungen/42`

const facts: CaseFacts = {
  noticeId: 42,
  contentType: 'ForumPost',
  title: 'Golf 7 springt nicht an',
  reason: 'Spam',
  category: 'Policy',
  byNotice: true,
  automated: false,
  measureVisibility: 'Hidden',
  restriction: null,
  facts: 'Der Beitrag wirbt für einen Shop.',
  ground: '',
  complaintUntil: new Date('2027-05-28T21:15:00Z'),
  createdAt: new Date('2026-11-28T10:00:00Z'),
  text: 'Günstige Felgen gibt es bei [b]felgen-shop[/b], schreibt mir!',
  contentLink: `${PUBLIC_URL}/forum/golf-7-springt-nicht-an-t7.html#post-99`,
  publicUrl: PUBLIC_URL,
}

const links = (body: string) => [...body.matchAll(/https?:\/\/\S+/g)].map((match) => match[0])

test('every link in both decision texts starts with the public URL and ends the line', () => {
  const affected = statementOfReasons('Mia', facts, CASE_LINK)
  const reporter = reporterDecisionMessage('Fritz', { ...facts, complaintUntil: null }, 'Accepted', CASE_LINK)
  for (const message of [affected, reporter]) {
    expect(message.body).not.toContain('www.motor-talk.de')
    const found = links(message.body)
    expect(found.length).toBeGreaterThan(0)
    for (const link of found) {
      expect(link.startsWith(`${PUBLIC_URL}/`), link).toBe(true)
      expect(link).not.toMatch(/[.,:;)]$/)
    }
    for (const line of message.body.split('\n').filter((line) => line.includes('http'))) {
      expect(line.trim()).toMatch(/^https?:\/\/\S+$/)
    }
  }
  expect(links(affected.body)).toContain(CASE_LINK)
  expect(links(affected.body)).toContain(`${PUBLIC_URL}/info/beitragsregeln`)
})

test('the two parties get different subjects that say what happened', () => {
  const affected = statementOfReasons('Mia', facts, CASE_LINK)
  const reporter = reporterDecisionMessage('Fritz', facts, 'Accepted', CASE_LINK)
  const rejected = reporterDecisionMessage(
    'Fritz',
    { ...facts, measureVisibility: null },
    'Rejected',
    CASE_LINK,
  )
  expect(affected.subject).not.toBe(reporter.subject)
  expect(affected.subject).toBe(
    'Begründung der Moderation: Dein Beitrag „Golf 7 springt nicht an“ wurde ausgeblendet',
  )
  expect(reporter.subject).toBe(
    'Ergebnis Deiner Meldung zum Beitrag „Golf 7 springt nicht an“: Inhalt entfernt',
  )
  expect(rejected.subject).toBe(
    'Ergebnis Deiner Meldung zum Beitrag „Golf 7 springt nicht an“: kein Verstoß festgestellt',
  )
  const review = reporterDecisionMessage('Fritz', facts, 'OverturnedRejected', CASE_LINK)
  expect(review.subject).toMatch(/^Beschwerde geprüft – /)
})

test('the reporter reads the reasoning of the decision', () => {
  const reporter = reporterDecisionMessage('Fritz', facts, 'Accepted', CASE_LINK)
  expect(reporter.body).toContain('Begründung der Moderation: Der Beitrag wirbt für einen Shop.')
})

test('the statement names the post by its excerpt and link, and its thread', () => {
  const affected = statementOfReasons('Mia', { ...facts, facts: '' }, CASE_LINK)
  expect(affected.body).toContain('Betroffener Beitrag im Thema „Golf 7 springt nicht an“:')
  expect(affected.body).toContain('„Günstige Felgen gibt es bei felgen-shop, schreibt mir!“')
  expect(affected.body).toContain(facts.contentLink)
  expect(affected.body).not.toContain('siehe Grund')
  expect(affected.body).toContain('Sachverhalt: Der Inhalt wurde als „Spam oder Werbung“ eingestuft.')
})
