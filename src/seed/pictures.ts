import { sql } from 'kysely'
import sharp from 'sharp'
import type { DB } from '#db/database.ts'
import { readStoredImage, storeAttachment, storeImage } from '#services/images.ts'

// Pictures and attachments of the demo community (spec 001 §7): ten drawn scenes stored like uploads
// (every variant on disk), referenced by about one post in 23 with one to five pictures, so the
// thread page shows every thumbnail layout; and a few attachments. The files are made once per
// uploads directory; the rows are inserted by SQL, so a million posts cost a second.

interface Scene {
  key: string
  title: string
  keywords: readonly string[]
  sky: [string, string]
  ground: string
  body: string
  kind: 'hatchback' | 'sedan' | 'suv' | 'motorcycle'
}

const SCENES: readonly Scene[] = [
  {
    key: 'demo-1',
    title: 'Golf nach der Aufbereitung',
    keywords: ['Aufbereitung', 'Politur', 'Lack'],
    sky: ['#9cc9f0', '#e8f3fc'],
    ground: '#6b6f76',
    body: '#1f5fbf',
    kind: 'hatchback',
  },
  {
    key: 'demo-2',
    title: 'Motorraum von oben',
    keywords: ['Motorraum', 'Motor'],
    sky: ['#3a3f47', '#5c636e'],
    ground: '#2b2e33',
    body: '#b8bcc4',
    kind: 'sedan',
  },
  {
    key: 'demo-3',
    title: 'Tour durch die Alpen',
    keywords: ['Ausfahrt', 'Alpen', 'Passstraße'],
    sky: ['#f6b26b', '#fde7c8'],
    ground: '#4e7a3a',
    body: '#c0392b',
    kind: 'motorcycle',
  },
  {
    key: 'demo-4',
    title: 'Winterreifen montiert',
    keywords: ['Winterreifen', 'Felgen', 'Reifenwechsel'],
    sky: ['#cfd8e3', '#f4f7fa'],
    ground: '#eef2f6',
    body: '#2e7d4f',
    kind: 'suv',
  },
  {
    key: 'demo-5',
    title: 'Unterboden mit Flugrost',
    keywords: ['Rost', 'Unterboden'],
    sky: ['#55504a', '#8a8278'],
    ground: '#3d3a36',
    body: '#8d6e63',
    kind: 'sedan',
  },
  {
    key: 'demo-6',
    title: 'Oldtimertreffen am Sonntag',
    keywords: ['Oldtimer', 'Treffen'],
    sky: ['#87b6e0', '#dcecf9'],
    ground: '#7a9c4b',
    body: '#e0b422',
    kind: 'hatchback',
  },
  {
    key: 'demo-7',
    title: 'Neue Bremsscheiben vorne',
    keywords: ['Bremsen', 'Bremsscheiben', 'Werkstatt'],
    sky: ['#4a4e57', '#6f7480'],
    ground: '#30333a',
    body: '#d35400',
    kind: 'suv',
  },
  {
    key: 'demo-8',
    title: 'Abendrunde am See',
    keywords: ['Ausfahrt', 'Motorrad'],
    sky: ['#6a4c93', '#f19c79'],
    ground: '#2f4858',
    body: '#1b1b1b',
    kind: 'motorcycle',
  },
  {
    key: 'demo-9',
    title: 'Kombi voll beladen',
    keywords: ['Kombi', 'Urlaub', 'Kofferraum'],
    sky: ['#a7c5eb', '#eef5fc'],
    ground: '#767b82',
    body: '#7f8c8d',
    kind: 'sedan',
  },
  {
    key: 'demo-10',
    title: 'Werkstatt-Check vor dem TÜV',
    keywords: ['TÜV', 'Hauptuntersuchung', 'Werkstatt'],
    sky: ['#e3e6ea', '#fafbfc'],
    ground: '#9aa1a9',
    body: '#16a085',
    kind: 'hatchback',
  },
]

const WIDTH = 1600
const HEIGHT = 1200

function wheel(x: number, y: number, r: number): string {
  return `<circle cx="${x}" cy="${y}" r="${r}" fill="#1d1d1f"/><circle cx="${x}" cy="${y}" r="${r * 0.55}" fill="#c9ccd1"/><circle cx="${x}" cy="${y}" r="${r * 0.15}" fill="#55595f"/>`
}

function vehicle(scene: Scene): string {
  const ground = 960
  const { body } = scene
  switch (scene.kind) {
    case 'motorcycle':
      return `${wheel(560, ground - 110, 110)}${wheel(1060, ground - 110, 110)}
        <path d="M560 850 L720 700 L900 690 L1060 850" stroke="#2b2b2b" stroke-width="28" fill="none"/>
        <path d="M700 690 Q800 600 930 640 L960 700 L700 720 Z" fill="${body}"/>
        <rect x="880" y="560" width="26" height="140" fill="#2b2b2b" transform="rotate(-20 893 630)"/>
        <rect x="640" y="660" width="150" height="34" rx="12" fill="#262626"/>`
    case 'suv':
      return `<path d="M300 900 L300 700 Q310 640 380 630 L560 620 L680 500 L1120 500 Q1190 505 1230 600 L1300 630 Q1350 650 1350 720 L1350 900 Z" fill="${body}"/>
        <path d="M600 630 L700 530 L880 530 L880 630 Z M910 630 L910 530 L1100 530 Q1150 535 1180 630 Z" fill="#bfe0f5" opacity="0.9"/>
        ${wheel(520, ground - 60, 95)}${wheel(1130, ground - 60, 95)}`
    case 'sedan':
      return `<path d="M260 900 L260 760 Q270 700 340 690 L560 670 L700 560 L1040 560 Q1110 565 1170 670 L1330 700 Q1390 715 1390 780 L1390 900 Z" fill="${body}"/>
        <path d="M620 680 L720 590 L860 590 L860 680 Z M890 680 L890 590 L1030 590 Q1080 600 1120 680 Z" fill="#bfe0f5" opacity="0.9"/>
        ${wheel(500, ground - 60, 85)}${wheel(1150, ground - 60, 85)}`
    default:
      return `<path d="M330 900 L330 740 Q340 680 410 670 L600 650 L720 540 L1120 540 Q1200 550 1240 680 L1290 700 Q1330 720 1330 780 L1330 900 Z" fill="${body}"/>
        <path d="M640 660 L740 570 L900 570 L900 660 Z M930 660 L930 570 L1110 570 Q1160 590 1190 660 Z" fill="#bfe0f5" opacity="0.9"/>
        ${wheel(540, ground - 60, 85)}${wheel(1110, ground - 60, 85)}`
  }
}

function sceneSvg(scene: Scene): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
    <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${scene.sky[0]}"/><stop offset="1" stop-color="${scene.sky[1]}"/></linearGradient></defs>
    <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#sky)"/>
    <path d="M0 700 L260 520 L520 690 L820 470 L1160 700 L1400 560 L1600 660 L1600 900 L0 900 Z" fill="#000" opacity="0.12"/>
    <rect y="900" width="${WIDTH}" height="${HEIGHT - 900}" fill="${scene.ground}"/>
    <ellipse cx="820" cy="905" rx="620" ry="28" fill="#000" opacity="0.25"/>
    ${vehicle(scene)}
  </svg>`
}

/** The three demo attachments: a log, a table and a one-page PDF. */
const ATTACHMENTS = [
  {
    key: 'demo-a1',
    title: 'Fehlerspeicher-Protokoll',
    extension: 'txt',
    content: Buffer.from(
      'Fehlerspeicher ausgelesen\n\nP0300 Zündaussetzer erkannt (sporadisch)\nP0171 Gemisch zu mager, Bank 1\n\nKilometerstand: 148.312\n',
      'utf8',
    ),
  },
  {
    key: 'demo-a2',
    title: 'Wartungsplan',
    extension: 'csv',
    content: Buffer.from(
      'Arbeit;Intervall km;Intervall Monate\nÖlwechsel;15000;12\nZahnriemen;120000;60\nBremsflüssigkeit;;24\nInnenraumfilter;30000;24\n',
      'utf8',
    ),
  },
  {
    key: 'demo-a3',
    title: 'Schaltplan-Zentralverriegelung',
    extension: 'pdf',
    content: minimalPdf('Schaltplan Zentralverriegelung'),
  },
] as const

/** A valid one-page PDF with one line of text (no library needed). */
function minimalPdf(line: string): Buffer {
  const stream = `BT /F1 18 Tf 72 760 Td (${line}) Tj ET`
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ]
  let body = '%PDF-1.4\n'
  const offsets: number[] = []
  for (const [index, object] of objects.entries()) {
    offsets.push(body.length)
    body += `${index + 1} 0 obj\n${object}\nendobj\n`
  }
  const xref = body.length
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  return Buffer.from(body, 'latin1')
}

/** One post in this many gets pictures; one in ATTACHMENT_EVERY an attachment. */
const PICTURE_EVERY = 23
const ATTACHMENT_EVERY = 97

export async function seedPictures(db: DB, uploadsDir: string): Promise<void> {
  const images: unknown[][] = []
  for (const [index, scene] of SCENES.entries()) {
    const stored =
      (await readStoredImage(uploadsDir, scene.key)) ??
      (await storeImage(
        uploadsDir,
        scene.key,
        await sharp(Buffer.from(sceneSvg(scene)))
          .png()
          .toBuffer(),
      ))
    images.push([index + 1, scene.key, stored.width, stored.height, stored.byteSize])
  }
  for (const file of ATTACHMENTS) {
    await storeAttachment(uploadsDir, file.key, file)
  }
  const values = sql.join(images.map((row) => sql`(${sql.join(row)})`))
  await sql`INSERT INTO images (id, storage_key, width, height, byte_size) VALUES ${values}`.execute(db)
  await sql`SELECT setval(pg_get_serial_sequence('images', 'id'), (SELECT max(id) FROM images))`.execute(db)

  const titles = sql.join(SCENES.map((scene) => sql`${scene.title}`))
  // a two-dimensional array literal: ARRAY[...][n] of text[] is not indexable, so go by JSON
  const keywords = JSON.stringify(SCENES.map((scene) => scene.keywords))
  // one to five pictures per chosen post, scenes rotating so neighbours differ
  await sql`
    INSERT INTO post_images (post_id, image_id, position, title, keywords)
    SELECT p.id, ((p.id / ${PICTURE_EVERY} + g * 3) % ${SCENES.length}) + 1, g,
           (ARRAY[${titles}])[((p.id / ${PICTURE_EVERY} + g * 3) % ${SCENES.length}) + 1],
           ARRAY(SELECT jsonb_array_elements_text(
             ${keywords}::jsonb -> ((p.id / ${PICTURE_EVERY} + g * 3) % ${SCENES.length})::int))
    FROM posts p
    CROSS JOIN LATERAL generate_series(0, (p.id / ${PICTURE_EVERY}) % 5) AS g
    WHERE p.id % ${PICTURE_EVERY} = 5`.execute(db)
  await sql`
    UPDATE posts p SET image_count = c.n
    FROM (SELECT post_id, count(*)::int AS n FROM post_images GROUP BY post_id) c
    WHERE p.id = c.post_id`.execute(db)

  const files = sql.join(
    ATTACHMENTS.map((file) => sql`(${file.key}, ${file.title}, ${file.extension}, ${file.content.length})`),
  )
  await sql`
    INSERT INTO post_attachments (post_id, storage_key, title, extension, byte_size, created_at)
    SELECT p.id, f.key, f.title, f.extension, f.size::int, p.created_at
    FROM posts p
    JOIN (VALUES ${files}) AS f (key, title, extension, size)
      ON f.key = 'demo-a' || ((p.id / ${ATTACHMENT_EVERY}) % ${ATTACHMENTS.length} + 1)
    WHERE p.id % ${ATTACHMENT_EVERY} = 11`.execute(db)
  await sql`UPDATE posts SET attachment_count = 1 WHERE id % ${ATTACHMENT_EVERY} = 11`.execute(db)
}
