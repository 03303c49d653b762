import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createTestDatabase, type TestDatabase } from '#testing/db.ts'
import { type FormMember, formMember, postAs } from '#testing/http.ts'
import { testServer } from '#testing/server.ts'

// decision 036: vehicle tests, comments, the magazine, FAQ articles, the marketplace, polls and
// writing blog articles and tests — through the real server, as visitors and members.

let database: TestDatabase
let app: FastifyInstance
beforeAll(async () => {
  database = await createTestDatabase('demo')
  app = await testServer(database.db)
})
afterAll(async () => {
  await app.close()
  await database.drop()
})

type Member = FormMember
const member = (username: string) => formMember(app, username)
const post = (url: string, who: Member | null, fields: Record<string, string>) =>
  postAs(app, url, who, fields)

function jsonLd(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((match) =>
    JSON.parse(match[1]!),
  )
}

async function someTest() {
  return database.db
    .selectFrom('motortests')
    .select(['id', 'slug', 'rating', 'author_id', 'manufacturer_id', 'title'])
    .where('author_id', '<>', 5)
    .orderBy('id')
    .executeTakeFirstOrThrow()
}

describe('vehicle tests', () => {
  test('/tests lists the tests newest first and filters by manufacturer', async () => {
    const page = await app.inject('/tests')
    expect(page.statusCode).toBe(200)
    expect(page.body).toContain('<title>Fahrzeugtests - MOTOR-TALK</title>')
    expect(page.body).toContain('<h1>Fahrzeugtests</h1>')
    const test = await someTest()
    const filtered = await app.inject(`/tests?hersteller=${test.manufacturer_id}`)
    expect(filtered.statusCode).toBe(200)
    const ids = [...filtered.body.matchAll(/href="\/tests\/[a-z0-9-]+-(\d+)"/g)].map((match) =>
      Number(match[1]),
    )
    expect(ids).toContain(test.id)
    const others = await database.db
      .selectFrom('motortests')
      .select('id')
      .where('manufacturer_id', '<>', test.manufacturer_id)
      .execute()
    for (const other of others) expect(ids).not.toContain(other.id)
    expect((await app.inject('/tests?hersteller=abc&vor=x')).statusCode).toBe(200)
  })

  test('a test shows its rating as a percentage of 50, pros, cons, data and Review data', async () => {
    const test = await someTest()
    const page = await app.inject(`/tests/${test.slug}-${test.id}`)
    expect(page.statusCode).toBe(200)
    expect(page.body).toContain(`Bewertung: <!-- -->${test.rating * 2}<!-- --> %`)
    expect(page.body).toContain('<h2 id="pros">Stärken</h2>')
    expect(page.body).toContain('<dt>Hersteller</dt>')
    const review = jsonLd(page.body).find((item) => item['@type'] === 'Review')
    expect(review?.reviewRating).toMatchObject({ ratingValue: test.rating, bestRating: 50 })
    const moved = await app.inject(`/tests/anders-${test.id}`)
    expect(moved.statusCode).toBe(301)
    expect(moved.headers.location).toBe(`/tests/${test.slug}-${test.id}`)
    expect((await app.inject('/tests/gibt-es-nicht-99999999')).statusCode).toBe(404)
    expect((await app.inject('/tests/ohne-nummer')).statusCode).toBe(404)
  })

  test('members comment; deleting another’s comment needs a reason and names a deleter who is not on the team', async () => {
    const test = await someTest()
    const path = `/tests/${test.slug}-${test.id}`
    expect((await post(path, null, { intent: 'comment', text: 'Hallo' })).statusCode).toBe(403)
    const mitglied = await member('demo-mitglied')
    const noToken = await post(
      path,
      { ...mitglied, csrf: 'falsch' },
      { intent: 'comment', text: 'Guter Test' },
    )
    expect(noToken.statusCode).toBe(403)
    expect(noToken.body).toContain('Guter Test')
    const empty = await post(path, mitglied, { intent: 'comment', text: '   ' })
    expect(empty.statusCode).toBe(400)
    expect(empty.body).toContain('Bitte schreib einen Kommentar.')
    const written = await post(path, mitglied, {
      intent: 'comment',
      text: 'Danke, sehr hilfreich für meine Kaufentscheidung!',
    })
    expect(written.statusCode).toBe(303)
    const commentId = Number(/#kommentar-(\d+)$/.exec(written.headers.location as string)?.[1])
    expect((await app.inject(path)).body).toContain('Danke, sehr hilfreich für meine Kaufentscheidung!')

    // the test's author is not on the team: a reason is needed, and the note says so
    const author = await database.db
      .selectFrom('users')
      .select('username')
      .where('id', '=', test.author_id)
      .executeTakeFirstOrThrow()
    await database.db
      .updateTable('users')
      .set({
        password_hash: (
          await database.db
            .selectFrom('users')
            .select('password_hash')
            .where('id', '=', 5)
            .executeTakeFirstOrThrow()
        ).password_hash,
      })
      .where('id', '=', test.author_id)
      .execute()
    const owner = await member(author.username)
    const short = await post(path, owner, {
      intent: 'delete-comment',
      commentId: String(commentId),
      reason: 'weg',
    })
    expect(short.statusCode).toBe(400)
    expect(short.body).toContain('Bitte begründe das Löschen nachvollziehbar')
    const stranger = await member('demo-forenpate')
    const refused = await post(path, stranger, {
      intent: 'delete-comment',
      commentId: String(commentId),
      reason: 'Gefällt mir nicht, bitte entfernen.',
    })
    expect(refused.statusCode).toBe(403)
    const deleted = await post(path, owner, {
      intent: 'delete-comment',
      commentId: String(commentId),
      reason: 'Werbung für einen Händler.',
    })
    expect(deleted.statusCode).toBe(303)
    const after = (await app.inject(path)).body
    expect(after).not.toContain('Danke, sehr hilfreich für meine Kaufentscheidung!')
    expect(after).toContain('Begründung: Werbung für einen Händler.')
    expect(after).toContain('gehört nicht zum Team.')
  })
})

describe('the magazine', () => {
  test('news, videos and exklusiv list their articles; each article answers at its own address only', async () => {
    for (const [path, title] of [
      ['/news.html', 'News'],
      ['/videos.html', 'Videos'],
      ['/exklusiv', 'Exklusiv'],
    ] as const) {
      const page = await app.inject(path)
      expect(page.statusCode).toBe(200)
      expect(page.body).toContain(`<title>${title} - MOTOR-TALK</title>`)
    }
    const news = await database.db
      .selectFrom('magazine_articles')
      .select(['id', 'slug'])
      .where('kind', '=', 'news')
      .executeTakeFirstOrThrow()
    const article = await app.inject(`/news/${news.slug}-${news.id}.html`)
    expect(article.statusCode).toBe(200)
    expect(jsonLd(article.body).some((item) => item['@type'] === 'NewsArticle')).toBe(true)
    expect((await app.inject(`/videos/${news.slug}-${news.id}.html`)).statusCode).toBe(404)
  })

  test('a video loads nothing from the video platform before consent', async () => {
    const video = await database.db
      .selectFrom('magazine_articles')
      .select(['id', 'slug'])
      .where('kind', '=', 'video')
      .executeTakeFirstOrThrow()
    const page = await app.inject(`/videos/${video.slug}-${video.id}.html`)
    expect(page.statusCode).toBe(200)
    expect(page.body).toContain('data-video-placeholder')
    expect(page.body).not.toContain('<iframe')
  })

  test('an article planned for later is not shown yet', async () => {
    const planned = await database.db
      .insertInto('magazine_articles')
      .values({
        kind: 'news',
        author_id: 1,
        title: 'Geplanter Artikel',
        slug: 'geplanter-artikel',
        teaser: 'Bald',
        body: 'Bald mehr.',
        published_at: new Date(Date.now() + 86_400_000),
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    expect((await app.inject(`/news/geplanter-artikel-${planned.id}.html`)).statusCode).toBe(404)
    expect((await app.inject('/news.html')).body).not.toContain('Geplanter Artikel')
  })
})

describe('FAQ articles', () => {
  test('a board’s FAQ list and each article', async () => {
    const faq = await database.db
      .selectFrom('faq_teasers')
      .select(['id', 'slug', 'title', 'board_id'])
      .orderBy('id')
      .executeTakeFirstOrThrow()
    const board = await database.db
      .selectFrom('boards')
      .select(['id', 'slug', 'name'])
      .where('id', '=', faq.board_id)
      .executeTakeFirstOrThrow()
    const list = await app.inject(`/faq/forum/${board.slug}-${board.id}.html`)
    expect(list.statusCode).toBe(200)
    expect(list.body).toContain(`href="/faq/${faq.slug}-${faq.id}.html"`)
    const article = await app.inject(`/faq/${faq.slug}-${faq.id}.html`)
    expect(article.statusCode).toBe(200)
    expect(article.body).toContain('Weitere FAQ im')
    expect((await app.inject(`/faq/falsch-${faq.id}.html`)).statusCode).toBe(301)
    expect((await app.inject('/faq/forum/gibt-es-nicht-99999999.html')).statusCode).toBe(404)
  })
})

describe('the marketplace', () => {
  test('open ads are listed; an ended ad answers 410 except to its seller', async () => {
    const list = await app.inject('/marktplatz')
    expect(list.statusCode).toBe(200)
    const closed = await database.db
      .selectFrom('marketplace_ads')
      .select(['id', 'slug', 'seller_id'])
      .where('status', '=', 'closed')
      .where('seller_id', '=', 5)
      .executeTakeFirstOrThrow()
    expect(list.body).not.toContain(`-${closed.id}.html"`)
    const gone = await app.inject(`/marktplatz/${closed.slug}-${closed.id}.html`)
    expect(gone.statusCode).toBe(410)
    expect(gone.body).toContain('Diese Anzeige ist beendet.')
    const seller = await member('demo-mitglied')
    const own = await app.inject({
      url: `/marktplatz/${closed.slug}-${closed.id}.html`,
      cookies: seller.cookies,
    })
    expect(own.statusCode).toBe(200)
  })

  test('a member places, edits and closes an ad; mistakes answer 400 and keep what was typed', async () => {
    const seller = await member('demo-mitglied')
    const fields = {
      kind: 'vehicle',
      title: 'VW Golf VII 1.4 TSI, scheckheftgepflegt',
      description: 'Verkaufe meinen Golf, unfallfrei, TÜV neu, Winterräder dabei.',
      price: '12.500',
      manufacturerId: '',
      modelYear: '2016',
      mileage: '98000',
      postcode: '1011',
      city: 'Berlin',
    }
    const wrong = await post('/marktplatz/anzeige-aufgeben', seller, fields)
    expect(wrong.statusCode).toBe(400)
    expect(wrong.body).toContain('Bitte gib eine fünfstellige Postleitzahl an.')
    expect(wrong.body).toContain('Bitte wähle die Marke des Fahrzeugs.')
    expect(wrong.body).toContain('Verkaufe meinen Golf, unfallfrei')
    const vw = await database.db
      .selectFrom('vehicle_manufacturers')
      .select('id')
      .where('name', '=', 'VW')
      .executeTakeFirstOrThrow()
    const placed = await post('/marktplatz/anzeige-aufgeben', seller, {
      ...fields,
      postcode: '10115',
      manufacturerId: String(vw.id),
    })
    expect(placed.statusCode).toBe(303)
    // the ad's page, told that it is published
    const [path = '', fragment] = (placed.headers.location as string).split('#')
    expect(path).toMatch(/^\/marktplatz\/vw-golf-vii-1-4-tsi-scheckheftgepflegt-\d+\.html$/)
    expect(fragment).toBe('anzeige-veroeffentlicht')
    const page = await app.inject(path)
    expect(page.statusCode).toBe(200)
    expect(page.body).toContain('12.500 €')
    expect(jsonLd(page.body).find((item) => item['@type'] === 'Product')).toMatchObject({
      offers: { price: 12500, priceCurrency: 'EUR' },
    })
    const id = Number(/-(\d+)\.html$/.exec(path)![1])

    const other = await member('demo-forenpate')
    expect(
      (
        await post(`/marktplatz/anzeige-bearbeiten/${id}`, other, {
          ...fields,
          postcode: '10115',
          manufacturerId: String(vw.id),
        })
      ).statusCode,
    ).toBe(403)
    expect(
      (await app.inject({ url: `/marktplatz/anzeige-bearbeiten/${id}`, cookies: other.cookies })).statusCode,
    ).toBe(403)
    const edited = await post(`/marktplatz/anzeige-bearbeiten/${id}`, seller, {
      ...fields,
      price: '11900',
      postcode: '10115',
      manufacturerId: String(vw.id),
      negotiable: 'on',
    })
    expect(edited.statusCode).toBe(303)
    expect((await app.inject(path)).body).toContain('11.900 € VB')

    expect((await post(path, other, { intent: 'close' })).statusCode).toBe(403)
    expect((await post(path, seller, { intent: 'close' })).statusCode).toBe(303)
    expect((await app.inject(path)).statusCode).toBe(410)
    expect((await app.inject({ url: '/marktplatz/meine-anzeigen', cookies: seller.cookies })).body).toContain(
      'Beendet',
    )
  })

  test('placing an ad needs a member', async () => {
    const page = await app.inject('/marktplatz/anzeige-aufgeben')
    expect(page.statusCode).toBe(302)
  })
})

describe('polls', () => {
  async function openPoll() {
    return database.db
      .selectFrom('polls as p')
      .innerJoin('threads as t', 't.id', 'p.thread_id')
      .select(['p.thread_id', 'p.question', 't.slug'])
      .where('p.closes_at', 'is', null)
      .where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom('poll_votes as v')
              .select('v.user_id')
              .whereRef('v.thread_id', '=', 'p.thread_id')
              .where('v.user_id', '=', 5),
          ),
        ),
      )
      .orderBy('p.thread_id')
      .executeTakeFirstOrThrow()
  }

  test('ListPolls lists threads with polls; a thread shows its poll, to visitors with the results', async () => {
    const poll = await openPoll()
    const list = await app.inject('/forum/aktion/ListPolls.html')
    expect(list.statusCode).toBe(200)
    expect(list.body).toContain('<title>Umfragen - MOTOR-TALK</title>')
    const thread = await app.inject(`/forum/${poll.slug}-t${poll.thread_id}.html`)
    expect(thread.statusCode).toBe(200)
    expect(thread.body).toContain('id="umfrage"')
    expect(thread.body).toContain('aria-label="Ergebnis"')
    expect(thread.body).toContain('Anmelden und abstimmen')
  })

  test('a member votes once; a second vote, a closed poll and a wrong option are refused', async () => {
    const poll = await openPoll()
    const options = await database.db
      .selectFrom('poll_options')
      .select(['id', 'votes'])
      .where('thread_id', '=', poll.thread_id)
      .orderBy('position')
      .execute()
    const voter = await member('demo-mitglied')
    const before = await app.inject({
      url: `/forum/${poll.slug}-t${poll.thread_id}.html`,
      cookies: voter.cookies,
    })
    expect(before.body).toContain('Abstimmen')
    expect(
      (
        await post('/forum/aktion/Vote.html', null, {
          threadId: String(poll.thread_id),
          optionId: String(options[0]!.id),
        })
      ).statusCode,
    ).toBe(403)
    expect(
      (
        await post('/forum/aktion/Vote.html', voter, {
          threadId: String(poll.thread_id),
          optionId: '99999999',
        })
      ).statusCode,
    ).toBe(400)
    const voted = await post('/forum/aktion/Vote.html', voter, {
      threadId: String(poll.thread_id),
      optionId: String(options[1]!.id),
    })
    expect(voted.statusCode).toBe(303)
    expect(voted.headers.location).toContain('#umfrage')
    const again = await post('/forum/aktion/Vote.html', voter, {
      threadId: String(poll.thread_id),
      optionId: String(options[0]!.id),
    })
    expect(again.statusCode).toBe(409)
    expect(again.body).toContain('Du hast bei dieser Umfrage schon abgestimmt.')
    const counted = await database.db
      .selectFrom('poll_options')
      .select('votes')
      .where('id', '=', options[1]!.id)
      .executeTakeFirstOrThrow()
    expect(counted.votes).toBe(options[1]!.votes + 1)
    const after = await app.inject({
      url: `/forum/${poll.slug}-t${poll.thread_id}.html`,
      cookies: voter.cookies,
    })
    expect(after.body).toContain('(Deine Stimme)')

    const closed = await database.db
      .selectFrom('polls')
      .select('thread_id')
      .where('closes_at', 'is not', null)
      .executeTakeFirstOrThrow()
    const closedOption = await database.db
      .selectFrom('poll_options')
      .select('id')
      .where('thread_id', '=', closed.thread_id)
      .executeTakeFirstOrThrow()
    const late = await post('/forum/aktion/Vote.html', voter, {
      threadId: String(closed.thread_id),
      optionId: String(closedOption.id),
    })
    expect([409, 404]).toContain(late.statusCode)
    expect(
      (await post('/forum/aktion/Vote.html', voter, { threadId: '99999999', optionId: '1' })).statusCode,
    ).toBe(404)
  })
})

describe('writing blog articles', () => {
  const body = `Seit einem Jahr fahre ich den Wagen im Alltag und auf Reisen.\n\n[mehr]\n\nDie erste Inspektion kostete 420 Euro, der Verbrauch liegt bei 6,1 Litern.`

  test('a draft is seen by its author only; published, it is listed and counted', async () => {
    const author = await member('demo-mitglied')
    const stats = await database.db
      .selectFrom('platform_stats')
      .select('total_blog_articles')
      .executeTakeFirstOrThrow()
    const draft = await post('/blogs/aktion/CreateArticle.html', author, {
      intent: 'draft',
      title: 'Ein Jahr mit dem Golf',
      body,
      keywords: 'Golf, Inspektion, golf',
      boardId: '',
      commentsEnabled: 'on',
    })
    expect(draft.statusCode).toBe(303)
    const path = (draft.headers.location as string).split('#')[0]!
    expect((await app.inject(path)).statusCode).toBe(404)
    const own = await app.inject({ url: path, cookies: author.cookies })
    expect(own.statusCode).toBe(200)
    expect(own.body).toContain('Entwurf')
    expect(own.body).not.toContain('[mehr]')
    expect(own.body).toContain('Stichwörter: Golf, Inspektion')
    const id = Number(/-(\d+)\.html$/.exec(path)![1])
    const other = await member('demo-forenpate')
    expect(
      (
        await post(`/blogs/aktion/EditArticle.html?id=${id}`, other, {
          intent: 'publish',
          title: 'Übernommen',
          body,
        })
      ).statusCode,
    ).toBe(403)
    const tooShort = await post(`/blogs/aktion/EditArticle.html?id=${id}`, author, {
      intent: 'publish',
      title: 'Ein Jahr mit dem Golf',
      body: 'Zu kurz.',
    })
    expect(tooShort.statusCode).toBe(400)
    expect(tooShort.body).toContain('mindestens 50 Zeichen')
    expect(tooShort.body).toContain('Zu kurz.')
    const published = await post(`/blogs/aktion/EditArticle.html?id=${id}`, author, {
      intent: 'publish',
      title: 'Ein Jahr mit dem Golf',
      body,
      commentsEnabled: 'on',
    })
    expect(published.statusCode).toBe(303)
    expect((await app.inject(path)).statusCode).toBe(200)
    expect((await app.inject('/blogs.html')).body).toContain(`href="${path}"`)
    const after = await database.db
      .selectFrom('platform_stats')
      .select('total_blog_articles')
      .executeTakeFirstOrThrow()
    expect(after.total_blog_articles).toBe(stats.total_blog_articles + 1)
  })

  test('co-authors come from the author’s buddies and then edit the article', async () => {
    const author = await member('demo-mitglied')
    const stranger = await database.db
      .selectFrom('users')
      .select('id')
      .where('username', '=', 'demo-forenpate')
      .executeTakeFirstOrThrow()
    const refused = await post('/blogs/aktion/CreateArticle.html', author, {
      intent: 'draft',
      title: 'Mit Co-Autor',
      body,
      coauthorIds: String(stranger.id),
    })
    expect(refused.statusCode).toBe(400)
    expect(refused.body).toContain('Co-Autoren wählst Du aus Deinen Buddies.')
    const buddy = await database.db
      .selectFrom('buddies')
      .select('buddy_id')
      .where('user_id', '=', 5)
      .executeTakeFirstOrThrow()
    const saved = await post('/blogs/aktion/CreateArticle.html', author, {
      intent: 'draft',
      title: 'Mit Co-Autor',
      body,
      coauthorIds: String(buddy.buddy_id),
    })
    expect(saved.statusCode).toBe(303)
    const rows = await database.db.selectFrom('blog_coauthors').select('user_id').execute()
    expect(rows.map((row) => row.user_id)).toContain(buddy.buddy_id)
  })
})

describe('writing vehicle tests', () => {
  test('a member tests one of their vehicles; the rating is kept on the scale of 50', async () => {
    const writer = await member('demo-mitglied')
    const vw = await database.db
      .selectFrom('vehicle_manufacturers')
      .select('id')
      .where('name', '=', 'VW')
      .executeTakeFirstOrThrow()
    const vehicle = await database.db
      .insertInto('member_vehicles')
      .values({ user_id: 5, manufacturer_id: vw.id, build_year: 2018 })
      .returning('id')
      .executeTakeFirstOrThrow()
    const text = 'Mein Golf im Alltag: '.padEnd(240, 'Sparsam, bequem und zuverlässig. ')
    const wrong = await post('/tests/schreiben', writer, {
      title: 'Golf im Test',
      vehicleId: String(vehicle.id),
      rating: '47',
      body: text,
    })
    expect(wrong.statusCode).toBe(400)
    expect(wrong.body).toContain('Bitte vergib eine Bewertung.')
    const saved = await post('/tests/schreiben', writer, {
      title: 'Golf im Test',
      vehicleId: String(vehicle.id),
      rating: '45',
      body: text,
      pros: 'Sparsam\n- Bequem',
      cons: 'Teure Inspektion',
      powerPs: '150',
      mileage: '45.000',
      fuel: 'Benzin',
      commentsEnabled: 'on',
    })
    expect(saved.statusCode).toBe(303)
    const page = await app.inject(saved.headers.location as string)
    expect(page.statusCode).toBe(200)
    expect(page.body).toContain('Bewertung: <!-- -->90<!-- --> %')
    expect(page.body).toContain('<li>Bequem</li>')
    expect(page.body).toContain('45.000 km')
    const foreign = await post('/tests/schreiben', await member('demo-forenpate'), {
      title: 'Fremdes Auto',
      vehicleId: String(vehicle.id),
      rating: '30',
      body: text,
    })
    expect(foreign.statusCode).toBe(400)
    expect(foreign.body).toContain('Bitte wähle eines Deiner Fahrzeuge.')
  })
})

describe('reporting and moderation (categories blogs, tests, marktplatz)', () => {
  test('each opens the report form at its slug or id, and closing leads back to its page', async () => {
    const reporter = await member('demo-forenpate')
    const blog = await database.db
      .selectFrom('blog_articles')
      .select(['id', 'slug'])
      .where('status', '=', 'published')
      .where('author_id', '<>', 4)
      .executeTakeFirstOrThrow()
    const test = await someTest()
    const ad = await database.db
      .selectFrom('marketplace_ads')
      .select(['id', 'slug'])
      .where('status', '=', 'open')
      .where('seller_id', '<>', 4)
      .executeTakeFirstOrThrow()
    for (const [path, back] of [
      [`/melden/blogs/${blog.slug}-${blog.id}`, `/blogs/${blog.slug}-${blog.id}.html`],
      [`/melden/tests/${test.id}`, `/tests/${test.slug}-${test.id}`],
      [`/melden/marktplatz/${ad.slug}-${ad.id}`, `/marktplatz/${ad.slug}-${ad.id}.html`],
    ] as const) {
      const page = await app.inject({ url: path, cookies: reporter.cookies })
      expect(page.statusCode, path).toBe(200)
      expect(page.body).toContain(back)
    }
    expect(
      (await app.inject({ url: '/melden/tests/gibt-es-nicht-99999999', cookies: reporter.cookies }))
        .statusCode,
    ).toBe(404)
  })

  test('a hidden test, article or ad leaves every list and page but its author’s (and the staff’s)', async () => {
    const test = await database.db
      .selectFrom('motortests')
      .select(['id', 'slug', 'author_id'])
      .where('author_id', '=', 5)
      .executeTakeFirstOrThrow()
    await database.db
      .updateTable('motortests')
      .set({ hidden_at: new Date() })
      .where('id', '=', test.id)
      .execute()
    const path = `/tests/${test.slug}-${test.id}`
    expect((await app.inject(path)).statusCode).toBe(404)
    expect((await app.inject('/tests')).body).not.toContain(`href="${path}"`)
    const author = await member('demo-mitglied')
    const own = await app.inject({ url: path, cookies: author.cookies })
    expect(own.statusCode).toBe(200)
    expect(own.body).toContain('Die Moderation hat diesen Test ausgeblendet.')
    const moderator = await member('demo-admin')
    expect((await app.inject({ url: path, cookies: moderator.cookies })).statusCode).toBe(200)

    const ad = await database.db
      .selectFrom('marketplace_ads')
      .select(['id', 'slug'])
      .where('status', '=', 'open')
      .where('seller_id', '<>', 5)
      .executeTakeFirstOrThrow()
    await database.db
      .updateTable('marketplace_ads')
      .set({ hidden_at: new Date() })
      .where('id', '=', ad.id)
      .execute()
    const gone = await app.inject(`/marktplatz/${ad.slug}-${ad.id}.html`)
    expect(gone.statusCode).toBe(410)
    expect(gone.body).toContain('Diese Anzeige ist nicht mehr verfügbar.')

    const blog = await database.db
      .selectFrom('blog_articles')
      .select(['id', 'slug'])
      .where('status', '=', 'published')
      .executeTakeFirstOrThrow()
    await database.db
      .updateTable('blog_articles')
      .set({ hidden_at: new Date() })
      .where('id', '=', blog.id)
      .execute()
    expect((await app.inject(`/blogs/${blog.slug}-${blog.id}.html`)).statusCode).toBe(404)
    expect((await app.inject('/blogs.html')).body).not.toContain(`-${blog.id}.html"`)
  })
})

describe('adding a poll (/forum/aktion/AddPoll.html)', () => {
  test('the starter adds one poll to their thread; others may not; a second is refused', async () => {
    const thread = await database.db
      .selectFrom('threads')
      .select(['id', 'slug', 'author_id'])
      .where('author_id', '>', 6)
      .where('is_open', '=', true)
      .where('deleted_at', 'is', null)
      .where('visibility', '=', 'Online')
      .where(({ not, exists, selectFrom }) =>
        not(exists(selectFrom('polls').select('thread_id').whereRef('polls.thread_id', '=', 'threads.id'))),
      )
      .executeTakeFirstOrThrow()
    const url = `/forum/aktion/AddPoll.html?threadId=${thread.id}`
    // the starter logs in with the demo password
    const hash = await database.db
      .selectFrom('users')
      .select('password_hash')
      .where('id', '=', 5)
      .executeTakeFirstOrThrow()
    await database.db
      .updateTable('users')
      .set({ password_hash: hash.password_hash })
      .where('id', '=', thread.author_id)
      .execute()
    const name = await database.db
      .selectFrom('users')
      .select('username')
      .where('id', '=', thread.author_id)
      .executeTakeFirstOrThrow()
    const starter = await member(name.username)
    const threadPage = await app.inject({
      url: `/forum/${thread.slug}-t${thread.id}.html`,
      cookies: starter.cookies,
    })
    expect(threadPage.body).toContain(`href="${url.replace('&', '&amp;')}"`)
    expect((await app.inject({ url, cookies: (await member('demo-forenpate')).cookies })).statusCode).toBe(
      403,
    )
    const form = await app.inject({ url, cookies: starter.cookies })
    expect(form.statusCode).toBe(200)
    const oneOption = await post(url, starter, {
      question: 'Welches Öl fahrt ihr?',
      options: '5W-30',
      days: '7',
    })
    expect(oneOption.statusCode).toBe(400)
    expect(oneOption.body).toContain('Eine Umfrage braucht 2 bis 10 Antworten.')
    expect(oneOption.body).toContain('Welches Öl fahrt ihr?')
    const added = await post(url, starter, {
      question: 'Welches Öl fahrt ihr?',
      options: '5W-30\n0W-20\n\n10W-40',
      days: '7',
    })
    expect(added.statusCode).toBe(303)
    const poll = await database.db
      .selectFrom('polls')
      .selectAll()
      .where('thread_id', '=', thread.id)
      .executeTakeFirstOrThrow()
    expect(poll.closes_at).not.toBeNull()
    const options = await database.db
      .selectFrom('poll_options')
      .select('text')
      .where('thread_id', '=', thread.id)
      .orderBy('position')
      .execute()
    expect(options.map((option) => option.text)).toEqual(['5W-30', '0W-20', '10W-40'])
    expect((await app.inject({ url, cookies: starter.cookies })).statusCode).toBe(302)
  })
})

describe('deleting a blog article', () => {
  test('its author deletes it with its comments; a co-author or another member may not', async () => {
    const author = await member('demo-mitglied')
    const made = await post('/blogs/aktion/CreateArticle.html', author, {
      intent: 'publish',
      title: 'Zum Löschen geschrieben',
      body: 'Ein Artikel, der gleich wieder verschwindet, mit genug Text für die Prüfung der Länge.',
      commentsEnabled: 'on',
    })
    expect(made.statusCode).toBe(303)
    const path = (made.headers.location as string).split('#')[0]!
    const id = Number(/-(\d+)\.html$/.exec(path)![1])
    const reader = await member('demo-forenpate')
    expect(
      (await post(path, reader, { intent: 'comment', text: 'Schade, dass er weg soll.' })).statusCode,
    ).toBe(303)
    const stats = await database.db
      .selectFrom('platform_stats')
      .select('total_blog_articles')
      .executeTakeFirstOrThrow()
    expect(
      (await post(`/blogs/aktion/EditArticle.html?id=${id}`, reader, { intent: 'delete' })).statusCode,
    ).toBe(403)
    const deleted = await post(`/blogs/aktion/EditArticle.html?id=${id}`, author, { intent: 'delete' })
    expect(deleted.statusCode).toBe(303)
    expect(deleted.headers.location).toBe('/nutzer/demo-mitglied/blogs#artikel-geloescht')
    expect((await app.inject(path)).statusCode).toBe(404)
    const comments = await database.db
      .selectFrom('content_comments')
      .select('id')
      .where('target_type', '=', 'blog')
      .where('target_id', '=', id)
      .execute()
    expect(comments).toHaveLength(0)
    const after = await database.db
      .selectFrom('platform_stats')
      .select('total_blog_articles')
      .executeTakeFirstOrThrow()
    expect(after.total_blog_articles).toBe(stats.total_blog_articles - 1)
  })
})
