import { describe, expect, test } from 'vitest'
import { SUMMARY_MAX_CHARS, summaryText } from '#domain/summary.ts'
import { CURATED_THREADS, curatedPosts } from '#seed/summary-threads.ts'
import { type SourcePost, sentencesOf, stem, summarize } from './extractive.ts'

// decision 032: the offline summariser on the ten curated threads (the seed writes the same ones):
// every summary names the fix, stays within its length and cites only posts it was given.

function sourcePosts(index: number): SourcePost[] {
  return curatedPosts(CURATED_THREADS[index]!, index).map((post, position) => ({
    id: 1000 * (index + 1) + position,
    position,
    text: post.text,
    thumbsUp: post.thumbs ?? 0,
    isBest: post.best === true,
    byStarter: post.by === 'op',
  }))
}

describe('quality on the curated threads', () => {
  for (const [index, thread] of CURATED_THREADS.entries()) {
    test(`${thread.title}: names the fix, short, every sentence from its post`, () => {
      const posts = sourcePosts(index)
      expect(posts.length).toBe(thread.length)
      const sentences = summarize(thread.title, posts)
      const text = summaryText(sentences)
      expect(
        thread.fix.some((fix) => text.toLowerCase().includes(fix.toLowerCase())),
        text,
      ).toBe(true)
      expect(sentences.reduce((sum, s) => sum + s.text.length + 1, 0)).toBeLessThanOrEqual(SUMMARY_MAX_CHARS)
      expect(sentences.some((s) => s.section === 'question')).toBe(true)
      for (const sentence of sentences) {
        const post = posts.find((p) => p.id === sentence.postId)!
        expect(post.position).toBe(sentence.position)
        // the same words; a sentence after a greeting may start with a capital only here
        expect(post.text.replace(/\s+/g, ' ').toLowerCase()).toContain(sentence.text.toLowerCase())
      }
    })
  }
})

test('quotes, greetings, sign-offs and signatures are never used', () => {
  const posts: SourcePost[] = [
    {
      id: 1,
      position: 0,
      text: 'Hallo zusammen,\n\nMein Auto verliert Öl an der Ölwanne, die Dichtung ist schon neu. Woher kommt das Öl?\n\nViele Grüße',
      thumbsUp: 0,
      isBest: false,
      byStarter: true,
    },
    {
      id: 2,
      position: 1,
      text: '[quote=Max]Das Öl kommt bestimmt von der Ventildeckeldichtung oben am Motor.[/quote]\n\nDie Ursache ist oft die Ölwannenschraube, deren Dichtring undicht ist.\n--\nMeine Signatur mit Werbung für Felgen',
      thumbsUp: 3,
      isBest: true,
      byStarter: false,
    },
  ]
  const text = summaryText(summarize('Ölverlust an der Ölwanne', posts))
  expect(text).toContain('Ölwannenschraube')
  expect(text).not.toContain('Ventildeckeldichtung')
  expect(text).not.toContain('Signatur')
  expect(text).not.toContain('Hallo')
  expect(text).not.toContain('Grüße')
})

test('a thread without a confirmed fix says what was suggested and what is open', () => {
  const posts: SourcePost[] = [
    {
      id: 1,
      position: 0,
      text: 'Mein Radio geht nach dem Batteriewechsel nicht mehr an. Braucht es einen Code?',
      thumbsUp: 0,
      isBest: false,
      byStarter: true,
    },
    {
      id: 2,
      position: 1,
      text: 'Der Radiocode steht meistens im Serviceheft auf einer kleinen Karte.',
      thumbsUp: 2,
      isBest: false,
      byStarter: false,
    },
    {
      id: 3,
      position: 2,
      text: 'Hast du schon die Sicherung für das Radio im Innenraum geprüft?',
      thumbsUp: 0,
      isBest: false,
      byStarter: false,
    },
  ]
  const sentences = summarize('Radio geht nicht mehr', posts)
  expect([...new Set(sentences.map((s) => s.section))]).toEqual(['question', 'suggestions', 'open'])
})

test('German sentences: abbreviations and decimals do not split them', () => {
  expect(
    sentencesOf('Das kostet ca. 40 Euro, z. B. bei ATU. Die Spannung lag bei 10.9 Volt! Und jetzt?'),
  ).toEqual(['Das kostet ca. 40 Euro, z. B. bei ATU.', 'Die Spannung lag bei 10.9 Volt!', 'Und jetzt?'])
  expect(stem('Zündspulen')).toBe(stem('Zündspule'))
})

test('the "Poltern" thread: the best answer names the Domlager, the agreement after it is not what helped', () => {
  const reply = (id: number, text: string, extra: Partial<SourcePost> = {}): SourcePost => ({
    id,
    position: id - 1,
    text,
    thumbsUp: 0,
    isBest: false,
    byStarter: false,
    ...extra,
  })
  const posts: SourcePost[] = [
    reply(
      1,
      'Hallo zusammen,\n\nbeim Rangieren knackt es vorne links an meinem Seat Leon 1P, vor allem bei vollem Lenkeinschlag. Während der Fahrt höre ich nichts. Antriebswelle?\n\nGruß',
      { byStarter: true },
    ),
    reply(
      2,
      'Moin,\n\nBei mir waren es die Domlager. Das Knacken kam auch beim Lenken im Stand.\n\nKann ich nur bestätigen, hatte genau das gleiche Problem.',
      { isBest: true, thumbsUp: 5 },
    ),
    reply(3, 'Kann ich nur bestätigen, hatte genau das gleiche Problem.', { thumbsUp: 3 }),
    reply(
      4,
      'Ich würde an deiner Stelle erst mal die günstigen Sachen prüfen, bevor du Teile auf Verdacht tauschst.',
    ),
    reply(
      5,
      'Klingt nach Gelenkwelle. Schau, ob die Manschette gerissen ist; dann ist meist auch das Gelenk hinüber.',
    ),
    reply(6, 'Genau so war es bei mir auch, nach dem Tausch war Ruhe.', { thumbsUp: 2 }),
    reply(
      7,
      'Such mal hier im Forum, das Thema hatten wir schon ein paar Mal, da stehen gute Anleitungen drin.',
    ),
  ]
  const sentences = summarize('Poltern vorne links beim Leon 1P', posts)
  const helped = sentences.filter((s) => s.section === 'answer').map((s) => s.text)
  expect(helped).toContain('Bei mir waren es die Domlager.')
  expect(summaryText(sentences)).not.toMatch(/bestätigen|Genau so war es|Such mal|an deiner Stelle/)
})
