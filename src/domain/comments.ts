// decision 036: comments under blog articles and vehicle tests — their limits and German messages,
// shared by the form and the service (browser-safe). spec 000 §5: deleting someone else's comment
// needs a comprehensible reason, and a deleter who is not on the team is named as such.

export const COMMENT_MAX = 3_000
export const DELETE_REASON_MIN = 10
export const DELETE_REASON_MAX = 500

export function commentProblem(text: string): string | null {
  const body = text.trim()
  if (body === '') return 'Bitte schreib einen Kommentar.'
  if (body.length > COMMENT_MAX)
    return `Ein Kommentar darf höchstens ${COMMENT_MAX.toLocaleString('de-DE')} Zeichen lang sein.`
  return null
}

export function deleteReasonProblem(text: string): string | null {
  const reason = text.trim()
  if (reason.length < DELETE_REASON_MIN)
    return `Bitte begründe das Löschen nachvollziehbar (mindestens ${DELETE_REASON_MIN} Zeichen).`
  if (reason.length > DELETE_REASON_MAX)
    return `Die Begründung darf höchstens ${DELETE_REASON_MAX} Zeichen lang sein.`
  return null
}

/** The note in place of a deleted comment; the second sentence stays whenever the deleter is not on the team. */
export function deletedCommentNote(
  deleter: { name: string; onTeam: boolean } | null,
  reason: string,
): string {
  const who = deleter ? deleter.name : 'einem ehemaligen Mitglied'
  const note = `Dieser Kommentar wurde von ${who} gelöscht. Begründung: ${reason}`
  return deleter && !deleter.onTeam ? `${note} (${deleter.name} gehört nicht zum Team.)` : note
}

/** A comment's author removing their own words gives this reason. */
export const OWN_COMMENT_REASON = 'Vom Verfasser selbst gelöscht.'
