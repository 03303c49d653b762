import { slugify } from '#domain/routes.ts'
import type { CommunityBuilder } from './builder.ts'
import { insertRows } from './bulk.ts'
import { DAY, DEMO_ACCOUNTS, MINUTE, type SeedUser, YEAR } from './model.ts'
import { ABOUT_ME, USERNAME_PATTERNS } from './texts.ts'

// The members of the demo community: the demo accounts and a few hundred believable others.

export async function insertUsers(b: CommunityBuilder): Promise<void> {
  const random = b.random
  const count = b.large ? Math.min(20_000, Math.round(b.targetPosts / 50)) : 400
  const special: SeedUser[] = [
    { ...DEMO_ACCOUNTS.system, registeredAt: b.ago(21 * YEAR) },
    { ...DEMO_ACCOUNTS.admin, registeredAt: b.ago(19 * YEAR) },
    { ...DEMO_ACCOUNTS.moderator, registeredAt: b.ago(16 * YEAR) },
    { ...DEMO_ACCOUNTS.godfather, registeredAt: b.ago(12 * YEAR) },
    { ...DEMO_ACCOUNTS.member, registeredAt: b.ago(6 * YEAR) },
    { ...DEMO_ACCOUNTS.faqAuthor, registeredAt: b.ago(18 * YEAR) },
  ]
  const taken = new Set(special.map((user) => user.username.toLowerCase()))
  const times: number[] = []
  for (let i = 0; i < count; i += 1) {
    const share = i / count
    // long-time members first, a steady stream later, a few brand-new members at the end
    const age =
      share < 0.15
        ? random.int(15, 22) * YEAR
        : share > 0.95
          ? random.int(1, 20) * DAY
          : random.next() ** 1.4 * 15 * YEAR + 21 * DAY
    times.push(b.now.getTime() - age - random.int(0, 1440) * MINUTE)
  }
  times.sort((a, b) => a - b)
  const pick = <T>(list: readonly T[]) => random.pick(list)
  b.users.push(...special)
  for (const [index, time] of times.entries()) {
    let username = random.pick(USERNAME_PATTERNS)(pick, random.int(1, 9_999))
    while (taken.has(username.toLowerCase()) || taken.has(slugify(username))) {
      username = `${username}${random.int(1, 99)}`
    }
    taken.add(username.toLowerCase())
    taken.add(slugify(username))
    b.users.push({ id: special.length + index + 1, username, registeredAt: new Date(time) })
  }
  const online = new Set<number>()
  for (let i = 0; i < Math.max(12, count / 25); i += 1) online.add(random.int(7, b.users.length))
  await insertRows(
    b.db,
    'users',
    [
      ['id', 'int'],
      ['username', 'text'],
      ['slug', 'text'],
      ['display_name', 'text'],
      ['email', 'text'],
      ['email_verified_at', 'timestamptz'],
      ['about_me', 'text'],
      ['account_type', 'text'],
      ['registered_at', 'timestamptz'],
      ['last_seen_at', 'timestamptz'],
    ],
    b.users.map((user) => [
      user.id,
      user.username,
      slugify(user.username),
      user.username,
      `${slugify(user.username)}@example.org`,
      user.registeredAt,
      random.pick(ABOUT_ME),
      user.id === DEMO_ACCOUNTS.admin.id
        ? 'Administrator'
        : user.id === DEMO_ACCOUNTS.moderator.id
          ? 'Moderator'
          : 'Standard',
      user.registeredAt,
      online.has(user.id) ? b.ago(random.int(0, 10) * MINUTE) : b.ago(random.int(1, 400) * DAY),
    ]),
  )
}
