// spec 000 §4, §6: moderators choose how much moderation UI the pages show: moderate (Voll),
// view (Betrachten) or hidden (Aus). Stored locally; applied as a page class that hides edit or
// view moderation actions. Offered only with feature switch MT-761_dsa and to moderators
// (spec 001 §6: a moderator is anyone with a moderator role relation).

export const MODERATION_MODES = [
  { value: 'moderate', label: 'Voll' },
  { value: 'view', label: 'Betrachten' },
  { value: 'hidden', label: 'Aus' },
] as const

export type ModerationMode = (typeof MODERATION_MODES)[number]['value']

export const MODERATION_MODE_STORAGE_KEY = 'mt-moderation-mode'
export const DEFAULT_MODERATION_MODE: ModerationMode = 'moderate'

export function isModerationMode(value: unknown): value is ModerationMode {
  return MODERATION_MODES.some((mode) => mode.value === value)
}

export function moderationModeClass(mode: ModerationMode): string {
  return `moderation-${mode}`
}
