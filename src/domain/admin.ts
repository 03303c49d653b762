import type { Role } from './permissions.ts'

// decision 037: the roles the admin screen grants (a Forenpate looks after one board).

export const GRANTABLE_ROLES: readonly { role: Role; label: string; needsBoard: boolean }[] = [
  { role: 'moderator', label: 'Moderator', needsBoard: false },
  { role: 'godfather', label: 'Forenpate', needsBoard: true },
  { role: 'admin', label: 'Administrator', needsBoard: false },
  { role: 'faqAuthor', label: 'FAQ-Autor', needsBoard: false },
]
