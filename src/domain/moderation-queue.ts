import {
  type ContentItemType,
  isContentItemType,
  isStatusGroup,
  type NoticeStatus,
  type PartyRole,
  type StatusGroup,
} from './moderation.ts'

// The moderation queue's filters and keyset cursor (decision 021), read from the page's
// GET parameters and from the GraphQL filter alike, and the plain-German status a party of a
// case reads on /cockpit/meldungen.

/** spec 001 §3 sort orders; the queue shows the oldest case first unless asked otherwise. */
export const QUEUE_SORTS = ['CreatedAtAscending', 'CreatedAtDescending'] as const
export type QueueSort = (typeof QUEUE_SORTS)[number]

export const QUEUE_SORT_LABELS: Record<QueueSort, string> = {
  CreatedAtAscending: 'Älteste zuerst',
  CreatedAtDescending: 'Neueste zuerst',
}

export function isQueueSort(value: unknown): value is QueueSort {
  return typeof value === 'string' && (QUEUE_SORTS as readonly string[]).includes(value)
}

/** Where the next page starts: the last row's creation time (as PostgreSQL wrote it) and id. */
export interface QueueCursor {
  createdAt: string
  id: number
}

export interface QueueRequest {
  group: StatusGroup
  contentType: ContentItemType | null
  reason: string | null
  boardId: number | null
  sort: QueueSort
  after: QueueCursor | null
}

export const DEFAULT_QUEUE_REQUEST: QueueRequest = {
  group: 'open',
  contentType: null,
  reason: null,
  boardId: null,
  sort: 'CreatedAtAscending',
  after: null,
}

// timestamptz as text: '2026-11-23 17:18:00.123456+00' (or ISO with T and Z)
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}(\.\d{1,6})?(Z|[+-]\d{2}(:?\d{2})?)$/
const MAX_ID = 2147483647

/** The cursor as text (the URL's `after`, GraphQL's `after`): '<created_at>|<id>'. */
export function encodeCursor(cursor: QueueCursor): string {
  return `${cursor.createdAt}|${cursor.id}`
}

/** The cursor of an `after` parameter; null when it is not one of ours. */
export function decodeCursor(raw: string | null | undefined): QueueCursor | null {
  if (!raw || raw.length > 60) return null
  const at = raw.lastIndexOf('|')
  if (at < 0) return null
  const createdAt = raw.slice(0, at)
  const id = positiveId(raw.slice(at + 1))
  return TIMESTAMP.test(createdAt) && id !== null ? { createdAt, id } : null
}

function positiveId(raw: string | null | undefined): number | null {
  if (!raw || !/^[1-9]\d{0,9}$/.test(raw)) return null
  const id = Number(raw)
  return id <= MAX_ID ? id : null
}

/**
 * The queue's filters from the page's GET parameters (status, typ, grund, forum, sortierung,
 * after). Unknown values fall back to the default: a filter link from an old bookmark still
 * shows a queue rather than an error.
 */
export function parseQueueSearch(params: URLSearchParams, reasonIds: readonly string[]): QueueRequest {
  const group = params.get('status')
  const type = params.get('typ')
  const reason = params.get('grund')
  const sort = params.get('sortierung')
  return {
    group: isStatusGroup(group) ? group : DEFAULT_QUEUE_REQUEST.group,
    contentType: isContentItemType(type) ? type : null,
    reason: reason !== null && reasonIds.includes(reason) ? reason : null,
    boardId: positiveId(params.get('forum')),
    sort: isQueueSort(sort) ? sort : DEFAULT_QUEUE_REQUEST.sort,
    after: decodeCursor(params.get('after')),
  }
}

/** The page's address for a request (defaults left out), e.g. the "Weitere Fälle" link. */
export function queueSearch(request: QueueRequest): string {
  const params = new URLSearchParams()
  if (request.group !== DEFAULT_QUEUE_REQUEST.group) params.set('status', request.group)
  if (request.contentType) params.set('typ', request.contentType)
  if (request.reason) params.set('grund', request.reason)
  if (request.boardId !== null) params.set('forum', String(request.boardId))
  if (request.sort !== DEFAULT_QUEUE_REQUEST.sort) params.set('sortierung', request.sort)
  if (request.after) params.set('after', encodeCursor(request.after))
  const query = params.toString()
  return query === '' ? '/moderation' : `/moderation?${query}`
}

/** The state of a case in plain German, as the party reads it on its message page. */
export function partyStatusText(status: NoticeStatus, role: PartyRole): string {
  const reporter = role === 'NoticeCreator'
  switch (status) {
    case 'OpenNotice':
      return reporter
        ? 'Deine Meldung ist eingegangen. Unsere Moderation prüft sie.'
        : 'Zu Deinem Inhalt liegt eine Meldung vor. Unsere Moderation prüft sie.'
    case 'Accepted':
    case 'AcceptedAutomatically':
      return reporter
        ? 'Wir haben Deiner Meldung entsprochen: Der Inhalt ist nicht mehr öffentlich sichtbar.'
        : 'Unsere Moderation hat eine Maßnahme gegen Deinen Inhalt ergriffen. Du kannst Dich dagegen beschweren.'
    case 'Rejected':
      return reporter
        ? 'Der Inhalt verstößt nach unserer Prüfung nicht gegen Regeln oder Recht und bleibt sichtbar. Du kannst Dich gegen diese Entscheidung beschweren.'
        : 'Der gemeldete Inhalt verstößt nach unserer Prüfung nicht gegen Regeln oder Recht und bleibt sichtbar.'
    case 'OpenComplaintAccepted':
    case 'OpenComplaintRejectedOverturned':
      return reporter
        ? 'Gegen die Entscheidung liegt eine Beschwerde vor. Sie wird geprüft.'
        : 'Deine Beschwerde ist eingegangen. Eine andere Person als die, die entschieden hat, prüft sie.'
    case 'OpenComplaintRejected':
    case 'OpenComplaintAcceptedOverturned':
      return reporter
        ? 'Deine Beschwerde ist eingegangen. Eine andere Person als die, die entschieden hat, prüft sie.'
        : 'Gegen die Entscheidung liegt eine Beschwerde vor. Sie wird geprüft.'
    case 'OverturnedAccepted':
      return reporter
        ? 'Die Maßnahme wurde nach einer Beschwerde aufgehoben; der Inhalt ist wieder sichtbar. Du kannst Dich dagegen beschweren.'
        : 'Die Maßnahme wurde aufgehoben. Dein Inhalt ist wieder sichtbar.'
    case 'OverturnedRejected':
      return reporter
        ? 'Nach Deiner Beschwerde wurde der Inhalt entfernt.'
        : 'Nach einer Beschwerde wurde eine Maßnahme gegen Deinen Inhalt ergriffen. Du kannst Dich dagegen beschweren.'
    case 'AcceptedFinal':
      return reporter
        ? 'Abgeschlossen: Der Inhalt bleibt entfernt.'
        : 'Abgeschlossen: Die Maßnahme bleibt bestehen. Eine weitere Beschwerde bei uns ist nicht möglich.'
    case 'RejectedFinal':
      return reporter
        ? 'Abgeschlossen: Der Inhalt bleibt sichtbar. Eine weitere Beschwerde bei uns ist nicht möglich.'
        : 'Abgeschlossen: Dein Inhalt bleibt sichtbar.'
  }
}
