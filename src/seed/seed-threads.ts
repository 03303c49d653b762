import type { Visibility } from '#db/schema.ts'
import { formatNumber } from '#domain/numbers.ts'
import { slugify } from '#domain/routes.ts'
import type { CommunityBuilder } from './builder.ts'
import { insertRows } from './bulk.ts'
import {
  BATCH,
  DAY,
  DEMO_ACCOUNTS,
  fill,
  firstSentence,
  MINUTE,
  type SeedUser,
  type ThreadPlan,
} from './model.ts'
import { curatedPosts } from './summary-threads.ts'
import {
  AGREEMENTS,
  ANSWER_OPENERS,
  GENERIC_REPLIES,
  GREETINGS,
  SIGN_OFFS,
  STICKY_TEXT,
  THANKS,
} from './texts.ts'
import { authorAt, curatedPlans, planThreads, templatesFor, vehicleFor } from './thread-plans.ts'

// Writing the planned threads and their posts and thumbs, in batches (decision 003).

export async function writeThreads(b: CommunityBuilder): Promise<void> {
  const plans = planThreads(b)
  // Oldest first, so thread ids grow with time as in a real forum.
  plans.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())
  b.log(`${formatNumber(plans.length)} Themen werden geschrieben …`)
  for (const plan of plans) {
    writeThread(b, plan)
    if (b.postRows.length >= BATCH) await flushRows(b)
  }
  // decision 032: the curated threads come last, so the rest of the community stays as it was
  if (!b.large) for (const plan of curatedPlans(b)) writeThread(b, plan)
  await flushRows(b)
}

export function writeThread(b: CommunityBuilder, plan: ThreadPlan): void {
  const random = b.random
  const board = plan.board
  const threadId = ++b.threadId
  const created = plan.createdAt.getTime()
  const op = plan.sticky
    ? (b.users.find((u) => u.id === (b.boardModerator.get(board.id) ?? DEMO_ACCOUNTS.system.id)) ??
      b.users[0]!)
    : authorAt(b, created)
  const vehicle = plan.sticky ? null : vehicleFor(b, board)
  const template = random.pick(templatesFor(b, board))
  const values: Record<string, string> = {
    vehicle: vehicle ? `${vehicle.brand} ${vehicle.series} ${vehicle.engine}` : 'Auto',
    brand: vehicle?.brand ?? board.name,
    line: vehicle ? `${vehicle.brand} ${vehicle.line}` : board.name,
    series: vehicle?.series ?? board.name,
    engine: vehicle?.engine ?? 'Motor',
    year: String(random.int(2006, 2022)),
    km: formatNumber(random.int(18, 260) * 1_000),
    op: op.username,
  }
  const title = plan.title ?? fill(random.pick(template.titles), values)

  // timestamps: spread over the plan's span, never in the future
  const times: number[] = [created]
  for (let i = 1; i < plan.posts; i += 1) {
    const gap = random.exponential(plan.span / Math.max(1, plan.posts - 1)) + MINUTE
    times.push(times[i - 1]! + gap)
  }
  const last = times[times.length - 1]!
  const now = b.now.getTime()
  const latest = created + Math.max(0, now - created - MINUTE) * (0.3 + 0.68 * random.next())
  if (last > now && plan.posts > 1) {
    const scale = Math.max(0, latest - created) / (last - created)
    for (let i = 1; i < times.length; i += 1) times[i] = created + (times[i]! - created) * scale
  }

  const solved = !plan.sticky && plan.posts >= 3 && random.chance(0.4)
  const firstPostId = b.postId + 1
  let bestPostId: number | null = null
  let visiblePosts = 0
  let lastVisible: { id: number; at: number; author: number } | null = null
  let previous: { author: SeedUser; text: string } | null = null
  // Each answer once per thread; long threads continue with generic replies.
  const deck = [...template.answers]
  const nextAnswer = () => {
    if (deck.length === 0) deck.push(...GENERIC_REPLIES, ...AGREEMENTS)
    return deck.splice(random.int(0, deck.length - 1), 1)[0]!
  }

  const curated = plan.curated ? curatedPosts(plan.curated.thread, plan.curated.index) : null
  for (let position = 0; position < plan.posts; position += 1) {
    const postId = ++b.postId
    const at = Math.floor(times[position]! / 1000) * 1000
    let author: SeedUser
    let text: string
    const scripted = curated?.[position]
    if (scripted) {
      author = scripted.by === 'op' ? op : authorAt(b, at, op.id)
      text = scripted.text
      if (scripted.best) bestPostId = postId
    } else if (position === 0) {
      author = op
      text = plan.sticky
        ? STICKY_TEXT
        : `${random.pick(GREETINGS)}\n\n${fill(random.pick(template.questions), values)}\n\n${random.pick(SIGN_OFFS)}`
    } else if (solved && position === plan.posts - 1) {
      author = op
      text = fill(random.pick(template.solutions), values)
    } else if (position > 1 && random.chance(0.15)) {
      author = op
      text = random.pick(THANKS)
    } else {
      author = authorAt(b, at, op.id)
      const opener = fill(random.pick(ANSWER_OPENERS), values)
      const answer = fill(nextAnswer(), values)
      const agreement = random.pick(AGREEMENTS)
      const extra = random.chance(0.3) && agreement !== answer ? `\n\n${agreement}` : ''
      text = opener ? `${opener}\n\n${answer}${extra}` : `${answer}${extra}`
      if (previous && previous.author.id !== author.id && position > 1 && random.chance(0.15)) {
        text = `[quote=${previous.author.username}]${firstSentence(previous.text)}[/quote]\n\n${answer}`
      }
      if (solved && bestPostId === null) bestPostId = postId
    }
    // One reply in the demo is moderated away, so hidden posts exist to test against.
    const visibility: Visibility = !b.large && threadId === 40 && position === 2 ? 'Hidden' : 'Online'
    let thumbs = 0
    const wantedThumbs = scripted ? (scripted.thumbs ?? 0) : null
    if (
      wantedThumbs !== null
        ? wantedThumbs > 0
        : position > 0 && author.id !== op.id && random.chance(bestPostId === postId ? 0.9 : 0.22)
    ) {
      const givers = new Set<number>()
      const wanted = wantedThumbs ?? random.int(1, bestPostId === postId ? 9 : 4)
      for (let i = 0; i < wanted * 2 && givers.size < wanted; i += 1) {
        const giver = authorAt(b, at + DAY, author.id)
        givers.add(giver.id)
      }
      for (const giver of givers) b.thumbRows.push([postId, giver, new Date(Math.min(at + DAY, now))])
      thumbs = givers.size
    }
    b.postRows.push([
      postId,
      threadId,
      position,
      author.id,
      text,
      new Date(at),
      visibility,
      b.moderatorIds.has(author.id),
      thumbs,
    ])
    if (visibility !== 'Hidden') {
      visiblePosts += 1
      lastVisible = { id: postId, at, author: author.id }
    }
    if (!THANKS.includes(text)) previous = { author, text }
  }

  b.threadRows.push([
    threadId,
    board.id,
    title,
    slugify(title),
    op.id,
    new Date(created),
    !plan.closed,
    plan.sticky ?? false,
    plan.visibility ?? 'Online',
    plan.deleted ? new Date(Math.min(created + 7 * DAY, b.now.getTime())) : null,
    vehicle?.manufacturerId ?? null,
    vehicle?.seriesId ?? null,
    vehicle?.modelId ?? null,
    visiblePosts,
    Math.max(0, visiblePosts - 1),
    plan.posts,
    firstPostId,
    bestPostId,
    lastVisible?.id ?? firstPostId,
    new Date(lastVisible?.at ?? created),
    lastVisible?.author ?? op.id,
  ])
  b.postsCreated += plan.posts
}

export async function flushRows(b: CommunityBuilder): Promise<void> {
  await insertRows(
    b.db,
    'threads',
    [
      ['id', 'int'],
      ['board_id', 'int'],
      ['title', 'text'],
      ['slug', 'text'],
      ['author_id', 'int'],
      ['created_at', 'timestamptz'],
      ['is_open', 'boolean'],
      ['is_sticky', 'boolean'],
      ['visibility', 'text'],
      ['deleted_at', 'timestamptz'],
      ['manufacturer_id', 'int'],
      ['series_id', 'int'],
      ['model_id', 'int'],
      ['post_count', 'int'],
      ['reply_count', 'int'],
      ['next_position', 'int'],
      ['first_post_id', 'int'],
      ['best_post_id', 'int'],
      ['last_post_id', 'int'],
      ['last_post_at', 'timestamptz'],
      ['last_post_user_id', 'int'],
    ],
    b.threadRows,
  )
  for (let start = 0; start < b.postRows.length; start += BATCH * 4) {
    await insertRows(
      b.db,
      'posts',
      [
        ['id', 'int'],
        ['thread_id', 'int'],
        ['position', 'int'],
        ['author_id', 'int'],
        ['text', 'text'],
        ['created_at', 'timestamptz'],
        ['visibility', 'text'],
        ['is_posted_by_moderator', 'boolean'],
        ['thumbs_up_count', 'int'],
      ],
      b.postRows.slice(start, start + BATCH * 4),
    )
  }
  await insertRows(
    b.db,
    'post_thumbs',
    [
      ['post_id', 'int'],
      ['user_id', 'int'],
      ['created_at', 'timestamptz'],
    ],
    b.thumbRows,
  )
  if (b.large && b.postsCreated - b.lastReported >= 100_000) {
    b.lastReported = b.postsCreated
    b.log(`  ${formatNumber(b.postsCreated)} Beiträge …`)
  }
  b.threadRows = []
  b.postRows = []
  b.thumbRows = []
}
