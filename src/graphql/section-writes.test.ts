import { afterAll, beforeAll, expect, test } from 'vitest'
import type { Viewer } from '#domain/permissions.ts'
import type { Services } from '#services/services.ts'
import { createTestDatabase, type TestDatabase } from '#testing/db.ts'
import { runGraphQL } from '#testing/graphql.ts'
import { createMember } from '#testing/members.ts'
import { createTestServices } from '#testing/services.ts'

// decision 042: the sections' writes are mutations for the apps, over the forms' use cases — a
// poll, comments under blog articles and vehicle tests, a blog rating. A visitor and a request
// without the CSRF proof write nothing; the forms' refusals come back with their German message.

let database: TestDatabase
let services: Services
let boardId: number
beforeAll(async () => {
  database = await createTestDatabase('demo')
  services = createTestServices(database.db)
  const board = await database.db
    .selectFrom('boards')
    .select('id')
    .where('is_open', '=', true)
    .where('parent_id', 'is not', null)
    .orderBy('id')
    .executeTakeFirstOrThrow()
  boardId = board.id
})
afterAll(async () => {
  await database.drop()
})

function run(
  document: string,
  viewer: Viewer | null,
  variables: Record<string, unknown> = {},
  csrfVerified = viewer !== null,
) {
  return runGraphQL(database.db, document, viewer, variables, { services, csrfVerified })
}

/** The German message and field messages of the answer's first error. */
function refusal(answer: { errors: readonly { message: string }[] | undefined; reasons: string[] }) {
  const error = answer.errors?.[0] as { message: string; extensions?: { description?: string } } | undefined
  return { reason: answer.reasons[0], message: error?.message }
}

const ADD_POLL = `mutation($thread: Int!, $question: String!, $options: [String!]!, $days: Int) {
  addPoll(threadId: $thread, question: $question, options: $options, days: $days) }`

async function newThread(author: Viewer) {
  const answer = await run(
    `mutation($board: Int!) { createThread(boardId: $board, title: "Welches Öl nehmt ihr?", text: "Für den Golf 7 TSI.") { id path } }`,
    author,
    { board: boardId },
  )
  expect(answer.errors).toBeUndefined()
  return answer.data.createThread as { id: number; path: string }
}

test('addPoll: the thread starter adds one poll; others, visitors and a second poll are refused', async () => {
  const [starter, other] = [await createMember(database.db), await createMember(database.db)]
  const thread = await newThread(starter)
  const poll = { thread: thread.id, question: 'Welches Öl?', options: ['5W-30', '0W-20'], days: 7 }

  expect((await run(ADD_POLL, null, poll)).reasons).toEqual(['LoginRequired'])
  expect((await run(ADD_POLL, starter, poll, false)).reasons).toEqual(['PermissionDenied'])
  expect(refusal(await run(ADD_POLL, other, poll))).toEqual({
    reason: 'PermissionDenied',
    message: 'Eine Umfrage fügt nur der Themenstarter (in einem offenen Thema) oder die Moderation hinzu.',
  })
  expect(refusal(await run(ADD_POLL, starter, { ...poll, options: ['5W-30'] }))).toEqual({
    reason: 'BadUserInput',
    message: 'Eine Umfrage braucht 2 bis 10 Antworten.',
  })

  const added = await run(ADD_POLL, starter, poll)
  expect(added.errors).toBeUndefined()
  expect(added.data.addPoll).toBe(`${thread.path}#umfrage`)
  const read = await services.sections.polls.read(starter, thread.id)
  expect(read?.options.map((option) => option.text)).toEqual(['5W-30', '0W-20'])
  expect(read?.closesAt).not.toBeNull()
  expect(refusal(await run(ADD_POLL, starter, poll))).toEqual({
    reason: 'BadUserInput',
    message: 'Dieses Thema hat schon eine Umfrage.',
  })
})

const COMMENT_BLOG = `mutation($article: Int!, $text: String!) { commentOnBlogArticle(articleId: $article, text: $text) }`
const DELETE_COMMENT = `mutation($comment: Int!, $reason: String) { deleteSectionComment(commentId: $comment, reason: $reason) }`
const RATE = `mutation($article: Int!, $stars: Int!) { rateBlogArticle(articleId: $article, stars: $stars) }`

async function publishedArticle(author: Viewer) {
  const saved = await services.sections.blogWriting.save(
    author,
    null,
    {
      title: 'Mein erster Ölwechsel',
      body: 'Heute habe ich zum ersten Mal selbst das Öl gewechselt, mit Filter und neuer Dichtung.',
      keywords: 'Öl',
      boardId: '',
      commentsEnabled: true,
      ratingEnabled: true,
      quotesEnabled: true,
      coauthorIds: [],
    },
    true,
  )
  if (!saved.ok) throw new Error(JSON.stringify(saved))
  return saved.id
}

test('blog article: comment, delete with a reason, rate — with the forms’ refusals', async () => {
  const [author, reader] = [await createMember(database.db), await createMember(database.db)]
  const article = await publishedArticle(author)

  expect((await run(COMMENT_BLOG, null, { article, text: 'Gut erklärt!' })).reasons).toEqual([
    'LoginRequired',
  ])
  expect(refusal(await run(COMMENT_BLOG, reader, { article, text: '   ' }))).toEqual({
    reason: 'BadUserInput',
    message: 'Bitte schreib einen Kommentar.',
  })
  expect(refusal(await run(COMMENT_BLOG, reader, { article: 999_999, text: 'Hallo' }))).toEqual({
    reason: 'NotFound',
    message: 'Diesen Inhalt gibt es nicht (mehr).',
  })
  const commented = await run(COMMENT_BLOG, reader, { article, text: ' Gut erklärt! ' })
  expect(commented.errors).toBeUndefined()
  const commentId: number = commented.data.commentOnBlogArticle
  const listed = await services.sections.comments.of(reader, 'blog', article)
  expect(listed?.comments.map((comment) => comment.text)).toEqual(['Gut erklärt!'])

  // the article's author deletes someone else's comment only with a reason
  expect(refusal(await run(DELETE_COMMENT, author, { comment: commentId, reason: 'Spam' }))).toEqual({
    reason: 'BadUserInput',
    message: 'Bitte begründe das Löschen nachvollziehbar (mindestens 10 Zeichen).',
  })
  expect((await run(DELETE_COMMENT, null, { comment: commentId })).reasons).toEqual(['LoginRequired'])
  const deleted = await run(DELETE_COMMENT, author, { comment: commentId, reason: 'Werbung für einen Shop.' })
  expect(deleted.data.deleteSectionComment).toBe(commentId)

  expect((await run(RATE, null, { article, stars: 4 })).reasons).toEqual(['LoginRequired'])
  expect(refusal(await run(RATE, author, { article, stars: 5 }))).toEqual({
    reason: 'PermissionDenied',
    message: 'Eigene Artikel kannst Du nicht bewerten.',
  })
  expect(refusal(await run(RATE, reader, { article, stars: 6 }))).toEqual({
    reason: 'BadUserInput',
    message: 'Bitte wähle 1 bis 5 Sterne.',
  })
  expect((await run(RATE, reader, { article, stars: 4 })).data.rateBlogArticle).toBe(true)
  const host = await services.sections.comments.of(reader, 'blog', article)
  const rating = host && (await services.sections.blogRating.of(reader, host.host))
  expect(rating).toMatchObject({ own: 4, count: 1 })
})

test('vehicle test: a member comments, a visitor is refused', async () => {
  const reader = await createMember(database.db)
  const test = await database.db
    .selectFrom('motortests')
    .select('id')
    .where('hidden_at', 'is', null)
    .where('comments_enabled', '=', true)
    .orderBy('id')
    .executeTakeFirstOrThrow()
  const COMMENT_TEST = `mutation($test: Int!, $text: String!) { commentOnMotortest(testId: $test, text: $text) }`
  expect((await run(COMMENT_TEST, null, { test: test.id, text: 'Danke!' })).reasons).toEqual([
    'LoginRequired',
  ])
  expect(refusal(await run(COMMENT_TEST, reader, { test: test.id, text: '' }))).toEqual({
    reason: 'BadUserInput',
    message: 'Bitte schreib einen Kommentar.',
  })
  const commented = await run(COMMENT_TEST, reader, { test: test.id, text: 'Danke für den Test!' })
  expect(commented.errors).toBeUndefined()
  expect(commented.data.commentOnMotortest).toBeGreaterThan(0)
})

const CREATE_BLOG = `mutation($title: String!, $text: String!, $keywords: [String!], $publish: Boolean) {
  createBlogArticle(title: $title, text: $text, keywords: $keywords, publish: $publish) }`
const EDIT_BLOG = `mutation($id: Int!, $title: String!, $text: String!, $publish: Boolean) {
  editBlogArticle(id: $id, title: $title, text: $text, publish: $publish) }`
const DELETE_BLOG = `mutation($id: Int!) { deleteBlogArticle(id: $id) }`

test('blog articles: written as a draft, published by an edit, deleted by the author only', async () => {
  const [author, other] = [await createMember(database.db), await createMember(database.db)]
  const text = 'Die Bremsen quietschten; nach dem Tausch der Beläge ist Ruhe. Hier die Schritte.'
  const article = { title: 'Bremsen tauschen', text, keywords: ['Bremse', 'Golf'] }

  expect((await run(CREATE_BLOG, null, article)).reasons).toEqual(['LoginRequired'])
  const short = await run(CREATE_BLOG, author, { ...article, title: 'Kurz', text: 'Zu kurz.' })
  expect(short.reasons).toEqual(['BadUserInput'])
  const error = short.errors?.[0] as { originalError?: { description?: string } } | undefined
  const description = error?.originalError?.description
  const fields = JSON.parse(description ?? '{}')
  expect(fields).toEqual({
    title: 'Der Titel muss 5 bis 120 Zeichen lang sein.',
    body: 'Dein Artikel braucht mindestens 50 Zeichen Text.',
  })

  const created = await run(CREATE_BLOG, author, article)
  expect(created.errors).toBeUndefined()
  const path: string = created.data.createBlogArticle
  const id = Number(/-(\d+)\.html$/.exec(path)?.[1])
  expect(await services.blogs.article(other, id)).toBeNull()

  expect(refusal(await run(EDIT_BLOG, other, { id, title: 'Bremsen tauschen', text }))).toEqual({
    reason: 'PermissionDenied',
    message: 'Du darfst diesen Artikel nicht bearbeiten.',
  })
  const published = await run(EDIT_BLOG, author, {
    id,
    title: 'Bremsen selbst tauschen',
    text,
    publish: true,
  })
  expect(published.errors).toBeUndefined()
  const read = await services.blogs.article(other, id)
  expect(read?.article).toMatchObject({ title: 'Bremsen selbst tauschen', status: 'published', keywords: [] })

  expect(refusal(await run(DELETE_BLOG, other, { id }))).toEqual({
    reason: 'PermissionDenied',
    message: 'Nur der Autor und die Blog-Moderation löschen diesen Artikel.',
  })
  expect((await run(DELETE_BLOG, author, { id })).data.deleteBlogArticle).toBe(true)
  expect(await services.blogs.article(author, id)).toBeNull()
})

const CREATE_TEST = `mutation($vehicle: Int!, $title: String!, $rating: Int!, $text: String!, $pros: [String!]) {
  createMotortest(vehicleId: $vehicle, title: $title, rating: $rating, text: $text, pros: $pros) }`
const EDIT_TEST = `mutation($id: Int!, $title: String!, $rating: Int!, $text: String!) {
  editMotortest(id: $id, title: $title, rating: $rating, text: $text) }`

test('vehicle tests: a member tests their own vehicle and edits the test; others are refused', async () => {
  const [author, other] = [await createMember(database.db), await createMember(database.db)]
  const manufacturer = await database.db
    .selectFrom('vehicle_manufacturers')
    .select('id')
    .orderBy('id')
    .executeTakeFirstOrThrow()
  const vehicle = await database.db
    .insertInto('member_vehicles')
    .values({ user_id: author.userId, manufacturer_id: manufacturer.id, build_year: 2018 })
    .returning('id')
    .executeTakeFirstOrThrow()
  const text =
    'Seit drei Jahren fahre ich ihn täglich zur Arbeit; sparsam, bequem und bisher ohne Mängel. '.repeat(3)
  const written = {
    vehicle: vehicle.id,
    title: 'Zuverlässiger Alltagswagen',
    rating: 45,
    text,
    pros: ['sparsam'],
  }

  expect((await run(CREATE_TEST, null, written)).reasons).toEqual(['LoginRequired'])
  expect(refusal(await run(CREATE_TEST, other, written))).toEqual({
    reason: 'BadUserInput',
    message: 'Bitte prüfe deine Eingaben.',
  })
  expect((await run(CREATE_TEST, author, { ...written, rating: 7 })).reasons).toEqual(['BadUserInput'])
  const created = await run(CREATE_TEST, author, written)
  expect(created.errors).toBeUndefined()
  const id = Number(/-(\d+)$/.exec(created.data.createMotortest)?.[1])

  const edit = { id, title: 'Zuverlässiger Alltagswagen seit 2021', rating: 40, text }
  expect(refusal(await run(EDIT_TEST, other, edit))).toEqual({
    reason: 'PermissionDenied',
    message: 'Du darfst diesen Test nicht bearbeiten.',
  })
  const edited = await run(EDIT_TEST, author, edit)
  expect(edited.data.editMotortest).toMatch(new RegExp(`-${id}$`))
  const row = await database.db
    .selectFrom('motortests')
    .select(['title', 'rating', 'pros'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow()
  expect(row).toEqual({ title: 'Zuverlässiger Alltagswagen seit 2021', rating: 40, pros: [] })
})
