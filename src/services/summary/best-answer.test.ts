import { afterAll, beforeAll, expect, test } from 'vitest'
import { findSummaryThread } from '#db/summaries.ts'
import { type SummarySentence, summaryText } from '#domain/summary.ts'
import { CURATED_THREADS } from '#seed/summary-threads.ts'
import { AGREEMENTS, GENERIC_REPLIES, THANKS } from '#seed/texts.ts'
import { createTestDatabase, type TestDatabase } from '#testing/db.ts'
import { nounsOf, summarize } from './extractive.ts'
import { sourcePostsOf } from './service.ts'

// decision 032: what a reader of a solved thread came for is the fix its best answer names. On
// the seeded community — the curated threads and, beside them, generated threads no test was
// written for — the summary names it, and never quotes a reply that only agrees, thanks or asks
// for more ("Kann ich nur bestätigen …") as what helped. The summariser reads the posts the
// summary job reads (sourcePostsOf); whether a thread is long enough to offer the summary is
// the page's question, not the summariser's.

let database: TestDatabase
beforeAll(async () => {
  database = await createTestDatabase('demo')
})
afterAll(async () => {
  await database.drop()
})

/** The replies that say nothing about the problem, as the seed mixes them in. */
const FILLER = [...AGREEMENTS, ...GENERIC_REPLIES, ...THANKS]

/** The best answer's own words for the fix: the nouns it names that the question did not. */
function fixTerms(bestText: string, questionText: string, title: string): string[] {
  const asked = new Set([...nounsOf(questionText), ...nounsOf(title)].map((noun) => noun.toLowerCase()))
  return nounsOf(bestText).filter((noun) => !asked.has(noun.toLowerCase()))
}

async function summaryOf(threadId: number) {
  const thread = await findSummaryThread(database.db, threadId)
  if (!thread) throw new Error(`thread ${threadId} missing`)
  const posts = await sourcePostsOf(database.db, thread)
  const sentences = summarize(thread.title, posts)
  return {
    title: `${thread.title} (${threadId})`,
    sentences,
    best: posts.find((post) => post.isBest)?.text ?? '',
    question: posts.find((post) => post.position === 0)?.text ?? '',
    rawTitle: thread.title,
  }
}

function expectNamesTheFix(summary: {
  title: string
  rawTitle: string
  sentences: SummarySentence[]
  best: string
  question: string
}) {
  const text = summaryText(summary.sentences)
  const where = `${summary.title}:\n${text}\nBest answer: ${summary.best}`
  // a best answer that names nothing ('Danke für den Hinweis, wir schauen uns das an.') has no fix
  const terms = fixTerms(summary.best, summary.question, summary.rawTitle)
  if (terms.length > 0) {
    expect(
      summary.sentences.some((sentence) => sentence.section === 'answer'),
      where,
    ).toBe(true)
    expect(
      terms.some((term) => text.includes(term)),
      `${where}\nFix terms: ${terms.join(', ')}`,
    ).toBe(true)
  }
  for (const sentence of summary.sentences) {
    expect(
      FILLER.some((filler) => filler.includes(sentence.text)),
      `${where}\nFiller quoted: ${sentence.text}`,
    ).toBe(false)
  }
}

test('every solved curated thread and twelve generated solved threads of the seed name the fix', async () => {
  const generated = await database.db
    .selectFrom('threads')
    .select('id')
    .where('best_post_id', 'is not', null)
    .where('visibility', '=', 'Online')
    .where(
      'title',
      'not in',
      CURATED_THREADS.map((thread) => thread.title),
    )
    .orderBy('id')
    .execute()
  // spread over the seed, not the first few of one board
  const step = Math.max(1, Math.floor(generated.length / 12))
  const sample = generated.filter((_, index) => index % step === 0).slice(0, 12)
  expect(sample.length).toBe(12)
  const curated = await database.db
    .selectFrom('threads')
    .select('id')
    .where('best_post_id', 'is not', null)
    .where(
      'title',
      'in',
      CURATED_THREADS.map((thread) => thread.title),
    )
    .execute()
  expect(curated.length).toBeGreaterThan(0)
  for (const { id } of [...curated, ...sample]) expectNamesTheFix(await summaryOf(id))
})

test('every solved thread of the seed whose best answer ends with an agreement: the fix, not the agreement', async () => {
  const threads = await database.db
    .selectFrom('threads')
    .innerJoin('posts', 'posts.id', 'threads.best_post_id')
    .select('threads.id')
    .where((eb) => eb.or(AGREEMENTS.map((agreement) => eb('posts.text', 'like', `%${agreement}`))))
    .orderBy('threads.id')
    .execute()
  expect(threads.length).toBeGreaterThan(0)
  for (const { id } of threads) expectNamesTheFix(await summaryOf(id))
})
