import { formatNumber } from '#domain/numbers.ts'
import type { Role } from '#domain/permissions.ts'
import { slugify } from '#domain/routes.ts'
import type { CommunityBuilder } from './builder.ts'
import { insertRows } from './bulk.ts'
import {
  type Brand,
  CAR_BRANDS,
  DIALOG_BOARDS,
  FIRST_LINE_BOARD_ID,
  MOTORCYCLE_BRANDS,
  MOTORSPORT_BOARDS,
  QUESTION_BOARD,
  ROOT_BOARDS,
  TOPIC_BOARDS,
  type TopicBoard,
} from './catalog.ts'
import { type BoardKind, DAY, DEMO_ACCOUNTS, YEAR } from './model.ts'
import { manufacturerIdOf } from './seed-vehicles.ts'

// The boards of the demo community and who looks after them (spec 001 §2).

export function planBoards(b: CommunityBuilder): void {
  const early = (years: number) => b.ago(years * YEAR + b.random.int(0, 300) * DAY)
  for (const [index, root] of ROOT_BOARDS.entries()) {
    b.boards.push({
      ...root,
      parentId: null,
      groupName: null,
      kind: 'root',
      weight: 0,
      manufacturerId: null,
      createdAt: early(24),
      sortOrder: index,
      isOpen: true,
      seoText: `Das ${root.name}-Forum der Community: ${root.description} Stell Deine Frage, teile Deine Erfahrungen und hilf anderen weiter.`,
    })
  }
  let lineBoardId = FIRST_LINE_BOARD_ID
  const addBrands = (brands: Brand[], parentId: number, kind: 'car' | 'bike') => {
    for (const [index, brand] of brands.entries()) {
      const manufacturerId = manufacturerIdOf(b, brand)
      b.boards.push({
        id: brand.boardId,
        parentId,
        name: brand.name,
        slug: brand.slug,
        icon: kind === 'car' ? 'auto' : 'motorrad',
        description: `Alles rund um ${brand.name}: Modelle, Technik, Probleme und Kaufberatung.`,
        groupName: kind === 'car' ? 'Automarken' : 'Motorradmarken',
        kind: kind === 'car' ? 'carBrand' : 'bikeBrand',
        brand,
        weight: kind === 'car' ? 2 : 1.5,
        manufacturerId,
        createdAt: early(20),
        sortOrder: index,
        isOpen: true,
        seoText: `Im ${brand.name} Forum tauschen sich Fahrer über alle Modelle aus: von der Inspektion über typische Schwachstellen bis zur Kaufberatung. Über ${formatNumber(2_000 + index * 731)} Mitglieder helfen Dir weiter.`,
      })
      for (const [lineIndex, line] of brand.lines.entries()) {
        // A few model forums are new, so the home page has "new forums" to show.
        const isNew = lineIndex === brand.lines.length - 1 && index % 5 === 0
        b.boards.push({
          id: lineBoardId++,
          parentId: brand.boardId,
          name: `${brand.name} ${line.name}`,
          slug: slugify(`${brand.slug} ${line.name}`),
          icon: kind === 'car' ? 'auto' : 'motorrad',
          description: `${line.series.join(', ')}: Erfahrungen, Probleme und Tipps.`,
          groupName: 'Modelle',
          kind: kind === 'car' ? 'carLine' : 'bikeLine',
          brand,
          lineIndex,
          weight: kind === 'car' ? 3 : 2,
          manufacturerId,
          createdAt: isNew ? b.ago(b.random.int(3, 60) * DAY) : early(15),
          sortOrder: lineIndex,
          isOpen: true,
          seoText: `Das ${brand.name} ${line.name} Forum: Fragen und Antworten zu ${line.series.join(', ')}.`,
        })
      }
    }
  }
  addBrands(CAR_BRANDS, 3, 'car')
  addBrands(MOTORCYCLE_BRANDS, 15, 'bike')
  const addTopics = (topics: TopicBoard[], parentId: number, kind: BoardKind, weight: number, offset = 0) => {
    for (const [index, topic] of topics.entries()) {
      b.boards.push({
        id: topic.id,
        parentId,
        name: topic.name,
        slug: topic.slug,
        icon: topic.icon,
        description: topic.description,
        groupName: kind === 'topic' ? 'Themen' : null,
        kind,
        topic: topic.topic,
        weight,
        manufacturerId: null,
        createdAt: topic.id === 403 ? b.ago(40 * DAY) : early(12),
        sortOrder: index + offset,
        isOpen: topic.isOpen ?? true,
        seoText: `${topic.name}: ${topic.description}`,
      })
    }
  }
  addTopics(TOPIC_BOARDS, 6, 'topic', 2)
  addTopics([QUESTION_BOARD], 6, 'topic', 3, TOPIC_BOARDS.length)
  addTopics(MOTORSPORT_BOARDS, 1, 'motorsport', 1)
  addTopics(DIALOG_BOARDS, 1054, 'dialog', 1)
}

export async function insertBoards(b: CommunityBuilder): Promise<void> {
  await insertRows(
    b.db,
    'boards',
    [
      ['id', 'int'],
      ['parent_id', 'int'],
      ['slug', 'text'],
      ['name', 'text'],
      ['description', 'text'],
      ['seo_text', 'text'],
      ['group_name', 'text'],
      ['icon', 'text'],
      ['manufacturer_id', 'int'],
      ['sort_order', 'int'],
      ['created_at', 'timestamptz'],
      ['is_open', 'boolean'],
    ],
    b.boards.map((b) => [
      b.id,
      b.parentId,
      b.slug,
      b.name,
      b.description,
      b.seoText,
      b.groupName,
      b.icon,
      b.manufacturerId,
      b.sortOrder,
      b.createdAt,
      b.isOpen,
    ]),
  )
}

export async function insertRoles(b: CommunityBuilder): Promise<void> {
  const rows: [number, Role, number | null][] = [
    [DEMO_ACCOUNTS.system.id, 'systemAccount', null],
    [DEMO_ACCOUNTS.admin.id, 'admin', null],
    [DEMO_ACCOUNTS.faqAuthor.id, 'faqAuthor', null],
    [DEMO_ACCOUNTS.moderator.id, 'moderator', 200],
    [DEMO_ACCOUNTS.moderator.id, 'moderator', 201],
    [DEMO_ACCOUNTS.moderator.id, 'moderator', 1065],
    [DEMO_ACCOUNTS.godfather.id, 'godfather', 200],
    [DEMO_ACCOUNTS.godfather.id, 'godfather', FIRST_LINE_BOARD_ID],
  ]
  // Long-time members moderate the brand and topic forums; some model forums have a Forenpate.
  const veterans = b.users.slice(6, 6 + Math.max(30, Math.round(b.users.length * 0.08)))
  for (const board of b.boards) {
    if (
      board.kind === 'carBrand' ||
      board.kind === 'bikeBrand' ||
      board.kind === 'topic' ||
      board.kind === 'motorsport'
    ) {
      if (board.id !== 200 && board.id !== 201 && board.id !== 1065) {
        rows.push([b.random.pick(veterans).id, 'moderator', board.id])
      }
    } else if (board.kind === 'carLine' && b.random.chance(0.35) && board.id !== FIRST_LINE_BOARD_ID) {
      rows.push([b.random.pick(veterans).id, 'godfather', board.id])
    }
  }
  const unique = new Map(rows.map((row) => [row.join(':'), row]))
  for (const [userId, role, boardId] of unique.values()) {
    if (role === 'moderator') {
      b.moderatorIds.add(userId)
      if (boardId !== null) b.boardModerator.set(boardId, userId)
    }
  }
  await insertRows(
    b.db,
    'user_roles',
    [
      ['user_id', 'int'],
      ['role', 'text'],
      ['board_id', 'int'],
    ],
    [...unique.values()],
  )
}
