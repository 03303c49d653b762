import { slugify } from '#domain/routes.ts'
import type { CommunityBuilder } from './builder.ts'
import { insertRows } from './bulk.ts'
import { CAR_BRANDS } from './catalog.ts'
import { DAY, DEMO_ACCOUNTS, fill, MINUTE, YEAR } from './model.ts'
import { Random } from './random.ts'
import {
  BLOG_PARAGRAPHS,
  FAQ_BODIES,
  FUELS,
  MORE_CUT,
  TEST_CLOSINGS,
  TEST_CONS,
  TEST_OPENINGS,
  TEST_PROS,
  TEST_SECTIONS,
} from './section-texts.ts'
import { BLOG_TITLES, TEST_TITLES } from './texts.ts'

// Announcements, FAQ teasers, blog articles and vehicle tests around the forum (spec 000 §2.2).

export async function insertTeasers(b: CommunityBuilder): Promise<void> {
  const random = b.random
  const carVehicles = CAR_BRANDS.flatMap((brand) => b.vehiclesByBrand.get(brand.name)!)
  const regular = b.users.slice(6)
  const blogs: unknown[][] = []
  const blogWords = new Random(1919)
  for (let i = 0; i < 40; i += 1) {
    const vehicle = random.pick(carVehicles)
    const title = fill(random.pick(BLOG_TITLES), { line: `${vehicle.brand} ${vehicle.line}` })
    const published = b.ago(random.next() ** 2 * 2 * YEAR + random.int(1, 600) * MINUTE)
    blogs.push([
      random.pick(regular).id,
      title,
      slugify(title),
      `/images/teaser/blog-${i % 8}.svg`,
      `${title}: Meine Erfahrungen, Kosten und Tipps aus erster Hand.`,
      i === 39 ? 'draft' : 'published',
      published,
      i === 39 ? null : published,
      b.boards.find((b) => b.kind === 'carBrand' && b.brand?.name === vehicle.brand)?.id ?? null,
      blogBody(blogWords, vehicle.line),
      vehicle.modelId,
    ])
  }
  await insertRows(
    b.db,
    'blog_articles',
    [
      ['author_id', 'int'],
      ['title', 'text'],
      ['slug', 'text'],
      ['picture_url', 'text'],
      ['teaser', 'text'],
      ['status', 'text'],
      ['created_at', 'timestamptz'],
      ['published_at', 'timestamptz'],
      ['board_id', 'int'],
      ['body', 'text'],
      ['model_id', 'int'],
    ],
    blogs,
  )
  // the reviews' words come from a stream of their own, so the forum built after them stays as it was
  const words = new Random(19)
  const tests = []
  for (let i = 0; i < 40; i += 1) {
    const vehicle = random.pick(carVehicles)
    const values = {
      brand: vehicle.brand,
      line: vehicle.line,
      series: vehicle.series,
      engine: vehicle.engine,
      months: String(words.int(6, 40)),
      mileage: (words.int(8, 120) * 1000).toLocaleString('de-DE'),
      consumption: (words.int(48, 82) / 10).toLocaleString('de-DE'),
    }
    const title = fill(random.pick(TEST_TITLES), values)
    const author = random.pick(regular).id
    const rating = random.int(22, 48)
    const createdAt = b.ago(random.next() ** 2 * 3 * YEAR + random.int(1, 600) * MINUTE)
    const fuel = words.pick(FUELS)
    tests.push({
      // demo-mitglied has written two of them (to edit them and see the comments)
      author_id: i < 2 ? DEMO_ACCOUNTS.member.id : author,
      manufacturer_id: vehicle.manufacturerId,
      model_id: vehicle.modelId,
      title,
      slug: slugify(title),
      picture_url: `/images/teaser/test-${i % 8}.svg`,
      rating,
      created_at: createdAt,
      body: [
        words.pick(TEST_OPENINGS),
        ...words.shuffle([...TEST_SECTIONS]).slice(0, 4),
        words.pick(TEST_CLOSINGS),
      ]
        .map((text) => fill(text, values))
        .join('\n\n'),
      pros: words.shuffle([...TEST_PROS]).slice(0, words.int(2, 4)),
      cons: words.shuffle([...TEST_CONS]).slice(0, words.int(1, 3)),
      model_year: b.now.getFullYear() - words.int(1, 9),
      power_ps: fuel === 'Elektro' ? words.int(130, 300) : words.int(75, 245),
      mileage_km: words.int(8, 120) * 1000,
      fuel,
    })
  }
  await b.db.insertInto('motortests').values(tests).execute()
  const faqs: unknown[][] = []
  for (const board of b.boards.filter((b) => b.kind === 'carBrand' || b.kind === 'bikeBrand')) {
    const brand = board.brand!
    const titles = [
      `${brand.name}: Inspektionsintervalle im Überblick`,
      `Typische Schwachstellen beim ${brand.name} ${brand.lines[0]!.name}`,
      `${brand.name} Fehlerspeicher auslesen: So geht's`,
      `Welches Öl für meinen ${brand.name}?`,
    ]
    for (const [index, title] of titles.entries()) {
      faqs.push([
        board.id,
        DEMO_ACCOUNTS.faqAuthor.id,
        title,
        slugify(title),
        index,
        b.ago((index + 2) * 90 * DAY),
        fill(FAQ_BODIES[index]!, { brand: brand.name, line: brand.lines[0]!.name }),
      ])
    }
  }
  await insertRows(
    b.db,
    'faq_teasers',
    [
      ['board_id', 'int'],
      ['author_id', 'int'],
      ['title', 'text'],
      ['slug', 'text'],
      ['sort_order', 'int'],
      ['created_at', 'timestamptz'],
      ['body', 'text'],
    ],
    faqs,
  )
  await insertRows(
    b.db,
    'announcements',
    [
      ['board_id', 'int'],
      ['title', 'text'],
      ['url', 'text'],
      ['text', 'text'],
      ['start_date', 'timestamptz'],
      ['end_date', 'timestamptz'],
      ['visible_for_anonymous', 'boolean'],
    ],
    [
      [
        null,
        'Neue Beitragsregeln ab sofort gültig',
        '/info/beitragsregeln',
        'Wir haben die Beitragsregeln überarbeitet. Bitte lies sie Dir einmal durch.',
        b.ago(10 * DAY),
        null,
        true,
      ],
      [
        null,
        'Inhalte melden: So funktioniert es',
        '/info/hilfe#5',
        'Rechtswidrige Inhalte kannst Du über das Menü an jedem Beitrag melden. Unser Team prüft jede Meldung.',
        b.ago(30 * DAY),
        null,
        true,
      ],
      [
        null,
        'Für Mitglieder: Benachrichtigungen jetzt auch per Push',
        '/cockpit/EinstellungenUebersicht.html',
        'In Deinen Einstellungen kannst Du Push-Benachrichtigungen für Antworten aktivieren.',
        b.ago(5 * DAY),
        null,
        false,
      ],
      [
        200,
        'VW-Treffen am Wörthersee: Fahrgemeinschaften',
        null,
        'Wer fährt mit? Sprecht euch im Thema ab.',
        b.ago(3 * DAY),
        b.ago(-60 * DAY),
        true,
      ],
      [
        1065,
        'Tipp: Modell, Baujahr und Motor angeben',
        null,
        'Je genauer Deine Angaben, desto schneller bekommst Du eine Antwort.',
        b.ago(200 * DAY),
        null,
        true,
      ],
    ],
  )
}

/** A blog text of four to six paragraphs with the 'more' cut after the first two. */
function blogBody(random: Random, line: string): string {
  const paragraphs = random
    .shuffle([...BLOG_PARAGRAPHS.slice(1, -1)])
    .slice(0, random.int(2, 4))
    .map((text) => fill(text, { line }))
  return [
    fill(BLOG_PARAGRAPHS[0]!, { line }),
    paragraphs[0],
    MORE_CUT,
    ...paragraphs.slice(1),
    BLOG_PARAGRAPHS.at(-1),
  ]
    .filter(Boolean)
    .join('\n\n')
}
