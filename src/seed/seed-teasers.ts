import { slugify } from '#domain/routes.ts'
import { insertRows } from './bulk.ts'
import { CAR_BRANDS } from './catalog.ts'
import { DAY, DEMO_ACCOUNTS, fill, MINUTE, YEAR } from './model.ts'
import type { CommunityBuilder } from './seed.ts'
import { BLOG_TITLES, TEST_TITLES } from './texts.ts'

// Announcements, FAQ teasers, blog articles and vehicle tests around the forum (spec 000 §2.2).

export async function insertTeasers(b: CommunityBuilder): Promise<void> {
  const random = b.random
  const carVehicles = CAR_BRANDS.flatMap((brand) => b.vehiclesByBrand.get(brand.name)!)
  const regular = b.users.slice(6)
  const blogs: unknown[][] = []
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
    ],
    blogs,
  )
  const tests: unknown[][] = []
  for (let i = 0; i < 40; i += 1) {
    const vehicle = random.pick(carVehicles)
    const title = fill(random.pick(TEST_TITLES), {
      brand: vehicle.brand,
      line: vehicle.line,
      series: vehicle.series,
      engine: vehicle.engine,
    })
    tests.push([
      random.pick(regular).id,
      vehicle.manufacturerId,
      vehicle.modelId,
      title,
      slugify(title),
      `/images/teaser/test-${i % 8}.svg`,
      random.int(22, 48),
      b.ago(random.next() ** 2 * 3 * YEAR + random.int(1, 600) * MINUTE),
    ])
  }
  await insertRows(
    b.db,
    'vehicle_tests',
    [
      ['author_id', 'int'],
      ['manufacturer_id', 'int'],
      ['model_id', 'int'],
      ['title', 'text'],
      ['slug', 'text'],
      ['picture_url', 'text'],
      ['rating', 'smallint'],
      ['created_at', 'timestamptz'],
    ],
    tests,
  )
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
