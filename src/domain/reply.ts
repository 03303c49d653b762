// The full reply (decision 024): the editor's address, from a post's 'Antworten' (with the post to
// quote) and from the quick reply's 'Erweiterter Editor', and the context its draft is saved
// under (spec 000 §4: drafts every 10 seconds, restored or discarded on return).

export const REPLY_ACTION = '/forum/aktion/Reply.html'

export function replyPath(threadId: number, quotePostId?: number): string {
  return `${REPLY_ACTION}?threadId=${threadId}${quotePostId === undefined ? '' : `&quotePostId=${quotePostId}`}`
}

export function replyDraftContext(threadId: number): string {
  return `reply:${threadId}`
}
