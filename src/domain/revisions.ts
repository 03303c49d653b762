import { formatClockTime, formatShortDate } from './time.ts'

// A post's (or a title's) versions from what is stored (decision 026, migration 0012): the current
// text on the post, and one row per edit with the text before it and who made the edit when.
// Version 1 is what the author sent; version k + 1 is what the k-th edit made of it.

/** One stored edit: the text it replaced, who made it, when, why. */
export interface StoredEdit {
  version: number
  text: string
  editorId: number | null
  editorName: string | null
  editedAt: Date
  reason: string | null
}

/** One version as the history shows it: its text, who wrote it and when. */
export interface Version {
  version: number
  text: string
  writerId: number | null
  writerName: string | null
  writtenAt: Date
  /** The reason given with the edit that made this version (none for the first). */
  reason: string | null
  /** Written by someone other than the author: the moderation. */
  byModeration: boolean
  isCurrent: boolean
}

/** Every version, newest first: the current one on top, the one the author sent last. */
export function versionsOf(
  original: { authorId: number | null; authorName: string | null; createdAt: Date },
  currentText: string,
  edits: readonly StoredEdit[],
): Version[] {
  const ordered = [...edits].sort((a, b) => a.version - b.version)
  const versions: Version[] = []
  for (let index = 0; index <= ordered.length; index += 1) {
    // version index + 1 was written by the edit before it (or by the author)
    const madeBy = index === 0 ? null : ordered[index - 1]!
    const text = index < ordered.length ? ordered[index]!.text : currentText
    const writerId = madeBy ? madeBy.editorId : original.authorId
    versions.push({
      version: index + 1,
      text,
      writerId,
      writerName: madeBy ? madeBy.editorName : original.authorName,
      writtenAt: madeBy ? madeBy.editedAt : original.createdAt,
      reason: madeBy?.reason ?? null,
      byModeration: madeBy !== null && writerId !== original.authorId,
      isCurrent: index === ordered.length,
    })
  }
  return versions.reverse()
}

/**
 * The mark under an edited post (decision 026): 'bearbeitet am 23.11.2026, 14:05 Uhr' in Berlin
 * time, with ' von der Moderation' when someone other than the author made the last edit.
 */
export function editedMark(editedAt: Date, byModeration: boolean): string {
  const mark = `bearbeitet am ${formatShortDate(editedAt)}, ${formatClockTime(editedAt)} Uhr`
  return byModeration ? `${mark} von der Moderation` : mark
}
