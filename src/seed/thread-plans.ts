import type { CommunityBuilder } from './builder.ts'
import { CAR_BRANDS, FIRST_LINE_BOARD_ID } from './catalog.ts'
import { DAY, MINUTE, type SeedBoard, type SeedUser, type ThreadPlan, type Vehicle, YEAR } from './model.ts'
import { CURATED_THREADS } from './summary-threads.ts'
import { CAR_TOPICS, MOTORCYCLE_TOPICS, STICKY_TITLES, TOPIC_TEMPLATES, type TopicTemplate } from './texts.ts'

// Which threads the community has, where, when, by whom and how long (decisions 003, 032).

/** An author registered before `time`; a core of early members writes more than its share. */
export function authorAt(b: CommunityBuilder, time: number, except?: number): SeedUser {
  const users = b.users
  let low = 6
  let high = users.length
  while (low < high) {
    const mid = (low + high) >> 1
    if (users[mid]!.registeredAt.getTime() <= time) low = mid + 1
    else high = mid
  }
  const available = Math.max(low, 7)
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const pool = b.random.chance(0.35) ? Math.min(available, 6 + Math.ceil(users.length * 0.1)) : available
    const user = users[b.random.int(6, pool - 1)]!
    if (user.id !== except) return user
  }
  return users[6 + (((except ?? 0) + 1) % (available - 6))]!
}

export function templatesFor(_b: CommunityBuilder, board: SeedBoard): TopicTemplate[] {
  if (board.kind === 'carBrand' || board.kind === 'carLine') return CAR_TOPICS
  if (board.kind === 'bikeBrand' || board.kind === 'bikeLine') return MOTORCYCLE_TOPICS
  if (board.topic && board.topic !== 'technik') return TOPIC_TEMPLATES[board.topic] ?? CAR_TOPICS
  return CAR_TOPICS
}

export function vehicleFor(b: CommunityBuilder, board: SeedBoard): Vehicle | null {
  if (board.brand) {
    const all = b.vehiclesByBrand.get(board.brand.name)!
    const lineName = board.lineIndex === undefined ? undefined : board.brand.lines[board.lineIndex]!.name
    return b.random.pick(lineName ? all.filter((v) => v.line === lineName) : all)
  }
  const carTopics = ['technik', 'reifen', 'tuning', 'hifi', 'recht', 'elektro']
  if (board.topic && carTopics.includes(board.topic) && b.random.chance(0.6)) {
    return b.random.pick(b.vehiclesByBrand.get(b.random.pick(CAR_BRANDS).name)!)
  }
  return null
}

export function planThreads(b: CommunityBuilder): ThreadPlan[] {
  const random = b.random
  const leafBoards = b.boards.filter((board) => board.weight > 0)
  const totalWeight = leafBoards.reduce((sum, board) => sum + board.weight, 0)
  const pickBoard = () => {
    let roll = random.next() * totalWeight
    for (const board of leafBoards) {
      roll -= board.weight
      if (roll <= 0) return board
    }
    return leafBoards[leafBoards.length - 1]!
  }
  const golf = b.boards.find((board) => board.id === FIRST_LINE_BOARD_ID)!
  const plans: ThreadPlan[] = []
  let planned = 0
  const add = (plan: ThreadPlan) => {
    plans.push(plan)
    planned += plan.posts
  }
  // Rules threads open the brand forums: sticky and closed.
  for (const board of b.boards.filter(
    (b) => b.kind === 'carBrand' || b.kind === 'bikeBrand' || b.id === 1065,
  )) {
    add({
      board,
      posts: 1,
      createdAt: b.ago(random.int(3, 8) * YEAR),
      span: 0,
      sticky: true,
      closed: true,
      title: random.pick(STICKY_TITLES),
    })
  }
  if (b.large) {
    // The benchmark shapes: a thread of 100,000 posts and a board of 100,000 threads.
    add({ board: golf, posts: 100_000, createdAt: b.ago(9 * YEAR), span: 9 * YEAR - DAY })
    const hotThreads = Math.min(100_000, Math.floor((b.targetPosts - planned) / 8))
    for (let i = 0; i < hotThreads; i += 1) add(ordinaryPlan(b, golf, 4))
  } else {
    // Threads that span several pages; the first one is closed.
    for (const [index, posts] of [136, 118, 95, 73, 64, 57, 48, 42].entries()) {
      const board = index < 3 ? golf : pickBoard()
      add({
        board,
        posts,
        createdAt: b.ago(random.int(60, 700) * DAY),
        span: random.int(30, 55) * DAY,
        closed: index === 0,
      })
    }
    add({ ...ordinaryPlan(b, b.boards.find((b) => b.id === 1065)!), visibility: 'Offline' })
    add({ ...ordinaryPlan(b, b.boards.find((b) => b.id === 602)!), deleted: true })
  }
  while (planned < b.targetPosts) add(ordinaryPlan(b, pickBoard()))
  return plans
}

export function ordinaryPlan(b: CommunityBuilder, board: SeedBoard, meanReplies = 7): ThreadPlan {
  const random = b.random
  const posts = 1 + Math.min(38, Math.floor(random.exponential(meanReplies)))
  return {
    board,
    posts,
    createdAt: b.ago(random.next() ** 2.2 * 3 * YEAR + random.int(5, 600) * MINUTE),
    span: Math.min(posts, 12) * random.exponential(10) * 60 * MINUTE,
  }
}

/** The ten threads whose cause and fix are known, in their brand's line board, months ago. */
export function curatedPlans(b: CommunityBuilder): ThreadPlan[] {
  return CURATED_THREADS.map((thread, index) => {
    const board =
      b.boards.find(
        (b) =>
          b.brand?.name === thread.brand &&
          b.lineIndex !== undefined &&
          b.brand.lines[b.lineIndex]?.name === thread.line,
      ) ?? b.boards.find((b) => b.id === FIRST_LINE_BOARD_ID)!
    return {
      board,
      posts: thread.length,
      createdAt: b.ago((120 + index * 37) * DAY),
      span: 20 * DAY,
      title: thread.title,
      curated: { thread, index },
    }
  })
}
