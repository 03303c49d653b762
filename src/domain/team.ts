// /team.html (decision 036): who looks after the community, from the real role data, in three
// groups. A person appears once per group, with the boards of that role (none: all boards).

export type TeamRole = 'admin' | 'moderator' | 'godfather'

export const TEAM_GROUPS: readonly { role: TeamRole; title: string; intro: string }[] = [
  {
    role: 'admin',
    title: 'MT-Werkstatt',
    intro: 'Das Team hinter der Plattform: Technik, Redaktion und Community.',
  },
  {
    role: 'moderator',
    title: 'Moderatoren',
    intro: 'Sie halten die Foren sauber und entscheiden über Meldungen.',
  },
  {
    role: 'godfather',
    title: 'Forenpaten',
    intro: 'Erfahrene Mitglieder, die ein Forum betreuen und Neulingen helfen.',
  },
]

export interface TeamRoleFact {
  userId: number
  role: string
  name: string
  slug: string
  avatarUrl: string | null
  board: { id: number; name: string; slug: string } | null
}

export interface TeamPerson {
  userId: number
  name: string
  slug: string
  avatarUrl: string | null
  /** The boards of this role; empty: all boards. */
  boards: { id: number; name: string; slug: string }[]
}

/** The three groups with their people, in the order of TEAM_GROUPS; empty groups included. */
export function teamGroups(facts: readonly TeamRoleFact[]) {
  return TEAM_GROUPS.map((group) => {
    const people = new Map<number, TeamPerson>()
    for (const fact of facts) {
      if (fact.role !== group.role) continue
      const person = people.get(fact.userId) ?? {
        userId: fact.userId,
        name: fact.name,
        slug: fact.slug,
        avatarUrl: fact.avatarUrl,
        boards: [],
      }
      if (fact.board) person.boards.push(fact.board)
      people.set(fact.userId, person)
    }
    return { ...group, people: [...people.values()] }
  })
}
