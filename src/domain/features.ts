// Feature switches (spec 000 §2.1, §6; spec 001 §2, §4, §6). They live in the database
// (migration 0003); these defaults apply to any switch the database does not (yet) know and
// when it cannot be read, so a page never fails because of a switch.

export const FEATURE_SWITCHES = {
  /** spec 000 §6, spec 001 §6: report menus and the moderators' moderation-mode selector. */
  dsa: 'MT-761_dsa',
  /** spec 000 §2.1: the theme selector in the footer (spec 001 §9 lists UserThemes as a flag). */
  themeSelector: 'UserThemes',
  /** spec 001 §4: the AI thread summary. */
  aiSummary: 'AiThreadSummary',
} as const

export type FeatureSwitchKey = (typeof FEATURE_SWITCHES)[keyof typeof FEATURE_SWITCHES]

export type FeatureSwitches = Record<FeatureSwitchKey, boolean>

export const DEFAULT_FEATURE_SWITCHES: FeatureSwitches = {
  'MT-761_dsa': true,
  UserThemes: true,
  AiThreadSummary: true,
}

/**
 * What the admins read on /admin/schalter: a German name and one line on what the switch does;
 * the key stays secondary. `offWarning`: turning the switch off needs an explicit confirmation
 * with this warning (the DSA switch: spec 000 §6 and spec 001 §6 make report menus a legal duty).
 */
export const FEATURE_SWITCH_TEXTS: Record<
  FeatureSwitchKey,
  { label: string; description: string; offWarning?: string }
> = {
  'MT-761_dsa': {
    label: 'Meldungen und Moderation (DSA)',
    description:
      'Melden-Menüs an Beiträgen, Themen, Profilen und Nachrichten sowie der Moderationsmodus für Moderatoren.',
    offWarning:
      'Ausgeschaltet kann niemand mehr Inhalte melden: Die Melden-Menüs verschwinden überall, neue Meldungen werden abgewiesen, und Moderatoren sehen keinen Moderationsmodus mehr. Das Gesetz über digitale Dienste (DSA) verlangt einen Meldeweg für rechtswidrige Inhalte – schalte ihn nur kurz und aus gutem Grund aus, etwa bei einer Störung.',
  },
  UserThemes: {
    label: 'Design-Auswahl',
    description: 'Im Fußbereich wählen Besucher und Mitglieder zwischen hellem, dunklem und Retro-Design.',
  },
  AiThreadSummary: {
    label: 'KI-Zusammenfassung',
    description: 'Lange Themen bieten eine automatisch erstellte Zusammenfassung der Antworten an.',
  },
}

/** Whether turning this switch on (or off) needs the admin's explicit confirmation first. */
export function switchNeedsConfirmation(key: FeatureSwitchKey, enabled: boolean): boolean {
  return !enabled && FEATURE_SWITCH_TEXTS[key].offWarning !== undefined
}

export function isFeatureSwitchKey(value: unknown): value is FeatureSwitchKey {
  return typeof value === 'string' && Object.hasOwn(DEFAULT_FEATURE_SWITCHES, value)
}

/** The switches from stored rows; unknown keys are ignored, missing ones keep their default. */
export function featureSwitchesFrom(rows: readonly { key: string; enabled: boolean }[]): FeatureSwitches {
  const switches = { ...DEFAULT_FEATURE_SWITCHES }
  for (const row of rows) if (isFeatureSwitchKey(row.key)) switches[row.key] = row.enabled
  return switches
}
