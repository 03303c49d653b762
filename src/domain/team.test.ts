import { expect, test } from 'vitest'
import { teamGroups } from './team.ts'

const fact = (userId: number, role: string, board: number | null) => ({
  userId,
  role,
  name: `Mitglied ${userId}`,
  slug: `mitglied-${userId}`,
  avatarUrl: null,
  board: board === null ? null : { id: board, name: `Forum ${board}`, slug: `forum-${board}` },
})

test('each person once per group, with the boards of that role; groups in their order', () => {
  const groups = teamGroups([
    fact(3, 'moderator', 200),
    fact(3, 'moderator', 201),
    fact(2, 'admin', null),
    fact(4, 'godfather', 2000),
    fact(9, 'faqAuthor', 5),
  ])
  expect(groups.map((group) => group.title)).toEqual(['MT-Werkstatt', 'Moderatoren', 'Forenpaten'])
  expect(groups[0]?.people).toEqual([
    { userId: 2, name: 'Mitglied 2', slug: 'mitglied-2', avatarUrl: null, boards: [] },
  ])
  expect(groups[1]?.people[0]?.boards.map((board) => board.id)).toEqual([200, 201])
  expect(groups[2]?.people.map((person) => person.userId)).toEqual([4])
  expect(groups.flatMap((group) => group.people).some((person) => person.userId === 9)).toBe(false)
})
