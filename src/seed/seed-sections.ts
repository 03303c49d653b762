import { type Insertable, sql } from 'kysely'
import type { ContentCommentsTable, MagazineArticlesTable, MarketplaceAdsTable } from '#db/schema.ts'
import { slugify } from '#domain/routes.ts'
import type { CommunityBuilder } from './builder.ts'
import { CAR_BRANDS } from './catalog.ts'
import { DAY, DEMO_ACCOUNTS, fill, MINUTE } from './model.ts'
import { Random } from './random.ts'
import {
  CITIES,
  COMMENTS,
  type EditorialItem,
  EXKLUSIV,
  NEWS,
  PARTS,
  POLLS,
  VEHICLE_AD_TEXTS,
  VIDEOS,
} from './section-texts.ts'

// decision 036: the magazine, the marketplace, polls on threads and comments under blog articles and
// tests. Runs after the threads exist; its randomness is a stream of its own, so adding to it never
// changes the forum built before.

export async function insertSections(b: CommunityBuilder): Promise<void> {
  const random = new Random(2019)
  await insertMagazine(b, random)
  await insertMarketplace(b, random)
  await insertPolls(b, random)
  await insertComments(b, random)
}

async function insertMagazine(b: CommunityBuilder, random: Random): Promise<void> {
  const rows: Insertable<MagazineArticlesTable>[] = []
  const add = (
    kind: 'news' | 'video' | 'exklusiv',
    items: EditorialItem[],
    spacingDays: number,
    offset: number,
  ) =>
    items.forEach((item, index) => {
      rows.push({
        kind,
        author_id: DEMO_ACCOUNTS.system.id,
        title: item.title,
        slug: slugify(item.title),
        teaser: item.teaser,
        body: item.body,
        picture_url: `/images/teaser/${kind === 'video' ? 'test' : 'blog'}-${(index + offset) % 8}.svg`,
        video_id: 'videoId' in item ? (item.videoId as string) : null,
        published_at: b.ago((index * spacingDays + offset) * DAY + random.int(1, 600) * MINUTE),
      })
    })
  add('news', NEWS, 3, 0)
  add('video', VIDEOS, 9, 1)
  add('exklusiv', EXKLUSIV, 21, 2)
  await b.db.insertInto('magazine_articles').values(rows).execute()
}

async function insertMarketplace(b: CommunityBuilder, random: Random): Promise<void> {
  const vehicles = CAR_BRANDS.flatMap((brand) => b.vehiclesByBrand.get(brand.name)!)
  const sellers = b.users.slice(6)
  const rows: Insertable<MarketplaceAdsTable>[] = []
  for (let i = 0; i < 48; i += 1) {
    const vehicle = random.pick(vehicles)
    const [postcode, city] = random.pick(CITIES)
    const createdAt = b.ago(random.int(1, 90) * DAY + random.int(1, 600) * MINUTE)
    // demo-mitglied sells two things: one ad open, one closed
    const seller = i < 2 ? DEMO_ACCOUNTS.member.id : random.pick(sellers).id
    const closed = i === 1 || random.chance(0.1)
    if (i % 4 === 3) {
      const part = random.pick(PARTS)
      rows.push({
        seller_id: seller,
        kind: 'part' as const,
        title: part.title,
        slug: slugify(part.title),
        description: fill(part.description, { brand: vehicle.brand, line: vehicle.line }),
        price_euro: part.price,
        negotiable: random.chance(0.5),
        manufacturer_id: vehicle.manufacturerId,
        model_id: null,
        model_year: null,
        mileage_km: null,
        postcode,
        city,
        status: closed ? ('closed' as const) : ('open' as const),
        created_at: createdAt,
        closed_at: closed ? new Date(createdAt.getTime() + 5 * DAY) : null,
      })
      continue
    }
    const year = b.now.getFullYear() - random.int(2, 16)
    const title = `${vehicle.brand} ${vehicle.line} ${vehicle.engine}, Bj. ${year}`
    rows.push({
      seller_id: seller,
      kind: 'vehicle' as const,
      title,
      slug: slugify(title),
      description: fill(random.pick(VEHICLE_AD_TEXTS), {
        brand: vehicle.brand,
        line: vehicle.line,
        service: (random.int(6, 18) * 10_000).toLocaleString('de-DE'),
      }),
      price_euro: random.int(15, 380) * 100,
      negotiable: random.chance(0.6),
      manufacturer_id: vehicle.manufacturerId,
      model_id: vehicle.modelId,
      model_year: year,
      mileage_km: random.int(15, 240) * 1000,
      postcode,
      city,
      status: closed ? ('closed' as const) : ('open' as const),
      created_at: createdAt,
      closed_at: closed ? new Date(createdAt.getTime() + 5 * DAY) : null,
    })
  }
  await b.db.insertInto('marketplace_ads').values(rows).execute()
}

async function insertPolls(b: CommunityBuilder, random: Random): Promise<void> {
  // open, public threads spread over the forum, one poll each
  const threads = await b.db
    .selectFrom('threads')
    .select(['id', 'created_at'])
    .where('deleted_at', 'is', null)
    .where('visibility', '=', 'Online')
    .where('is_open', '=', true)
    .where(sql<boolean>`id % 61 = 0`)
    .orderBy('id')
    .limit(POLLS.length * 2)
    .execute()
  const voters = b.users.slice(6)
  for (const [index, thread] of threads.entries()) {
    const plan = POLLS[index % POLLS.length]!
    // every third poll has been closed; its results show to everybody
    const closesAt = index % 3 === 2 ? new Date(thread.created_at.getTime() + 14 * DAY) : null
    await b.db
      .insertInto('polls')
      .values({
        thread_id: thread.id,
        question: plan.question,
        created_at: thread.created_at,
        closes_at: closesAt,
      })
      .execute()
    const options = await b.db
      .insertInto('poll_options')
      .values(plan.options.map((text, position) => ({ thread_id: thread.id, position, text })))
      .returning('id')
      .execute()
    const votes = random
      .shuffle([...voters])
      .slice(0, random.int(3, 40))
      .map((voter) => ({
        thread_id: thread.id,
        user_id: voter.id,
        // earlier options a little more popular
        option_id:
          options[Math.min(options.length - 1, Math.floor(random.next() ** 1.6 * options.length))]!.id,
        created_at: new Date(thread.created_at.getTime() + random.int(1, 7 * 24 * 60) * MINUTE),
      }))
    await b.db.insertInto('poll_votes').values(votes).execute()
  }
  await sql`
    UPDATE poll_options o SET votes = (SELECT count(*) FROM poll_votes v WHERE v.option_id = o.id)
  `.execute(b.db)
  await sql`
    UPDATE polls p SET total_votes = (SELECT count(*) FROM poll_votes v WHERE v.thread_id = p.thread_id)
  `.execute(b.db)
}

async function insertComments(b: CommunityBuilder, random: Random): Promise<void> {
  const commenters = b.users.slice(6)
  const [blogs, tests] = await Promise.all([
    b.db
      .selectFrom('blog_articles')
      .select(['id', 'published_at as date'])
      .where('status', '=', 'published')
      .execute(),
    b.db.selectFrom('motortests').select(['id', 'created_at as date']).execute(),
  ])
  const rows: Insertable<ContentCommentsTable>[] = []
  for (const [type, targets] of [
    ['blog', blogs],
    ['test', tests],
  ] as const) {
    for (const target of targets) {
      const since = target.date ?? b.now
      for (let n = random.int(0, 4); n > 0; n -= 1) {
        const at = new Date(since.getTime() + random.int(30, 60 * 24 * 20) * MINUTE)
        if (at > b.now) continue
        rows.push({
          target_type: type,
          target_id: target.id,
          author_id: random.pick(commenters).id,
          body: random.pick(COMMENTS),
          created_at: at,
        })
      }
    }
  }
  if (rows.length > 0) await b.db.insertInto('content_comments').values(rows).execute()
}
