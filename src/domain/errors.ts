// The error catalogue of spec 000 §8 and spec 001 §8: reasons, statuses and the texts of the
// shared error page (spec 000 §2.5).

export const ERROR_REASONS = [
  'HiddenLoggedOut',
  'LoginRequired',
  'Deleted',
  'ThreadNotFound',
  'BoardNotFound',
  'UserNotFound',
  'IdNotFound',
  'NotFound',
  'InvalidBoardId',
  'InvalidThreadId',
  'InvalidRouteSlug',
  'InvalidPath',
  'InvalidParameterError',
  'PermissionDenied',
  'BadUserInput',
  'QueryTooComplex',
  // spec 000 §2.5: a browser opening an address that only takes forms (405, Allow: POST)
  'MethodNotAllowed',
  'InternalServerError',
  // decision 016: the database cannot be reached; 503 with Retry-After, never 404 or 500
  'ServiceUnavailable',
] as const

export type ErrorReason = (typeof ERROR_REASONS)[number]

export function isErrorReason(value: unknown): value is ErrorReason {
  return typeof value === 'string' && (ERROR_REASONS as readonly string[]).includes(value)
}

const STATUS: Partial<Record<ErrorReason, number>> = {
  HiddenLoggedOut: 410,
  LoginRequired: 410,
  Deleted: 410,
  ThreadNotFound: 404,
  BoardNotFound: 404,
  UserNotFound: 404,
  IdNotFound: 404,
  NotFound: 404,
  InvalidBoardId: 404,
  InvalidThreadId: 404,
  InvalidRouteSlug: 404,
  InvalidPath: 404,
  PermissionDenied: 403,
  BadUserInput: 400,
  QueryTooComplex: 400,
  MethodNotAllowed: 405,
  ServiceUnavailable: 503,
}

/** The HTTP status a reason answers with; anything unknown is 500. */
export function statusForReason(reason: string): number {
  return isErrorReason(reason) ? (STATUS[reason] ?? 500) : 500
}

/** A failure that carries a catalogue reason; the message is for logs and API clients. */
export class AppError extends Error {
  readonly reason: ErrorReason
  readonly status: number
  readonly description: string | undefined

  constructor(reason: ErrorReason, message?: string, options?: { status?: number; description?: string }) {
    super(message ?? reason)
    this.name = 'AppError'
    this.reason = reason
    this.status = options?.status ?? statusForReason(reason)
    this.description = options?.description
  }
}

export interface ErrorPageContent {
  status: number
  title: string
  headline: string
  subheadline: string | null
  /** The 'Registrieren' button that posts to the registration page. */
  offersRegistration: boolean
}

const NOT_FOUND = {
  title: 'Seite nicht gefunden (404)',
  headline: 'Die Seite wurde nicht gefunden',
  subheadline: 'Die aufgerufene Seite wurde leider nicht gefunden.',
  offersRegistration: false,
}

/**
 * The error page for a status and reason (spec 000 §8). A plain 410 reads like LoginRequired,
 * a plain 404 like not found; Deleted shows the not-found content with its own status.
 */
export function errorPageContent(status: number, reason?: string): ErrorPageContent {
  if (status === 410 && reason === 'HiddenLoggedOut') {
    return {
      status,
      title: 'Inhalt wurde archiviert (410)',
      headline: 'Der Inhalt wurde archiviert',
      subheadline: 'Er ist nur für registrierte Nutzer sichtbar',
      offersRegistration: true,
    }
  }
  if (status === 410 && reason === 'Deleted') return { status, ...NOT_FOUND }
  if (status === 410) {
    return {
      status,
      title: 'Inhalt ist für registrierte Nutzer (410)',
      headline: 'Dieser Inhalt ist ausschließlich für registrierte Nutzer',
      subheadline: null,
      offersRegistration: true,
    }
  }
  if (status === 404) return { status, ...NOT_FOUND }
  if (status === 403) {
    return {
      status,
      title: 'Zugriff verweigert (403)',
      headline: 'Zugriff verweigert',
      subheadline: 'Du hast nicht die erforderlichen Rechte, um diese Seite zu sehen.',
      offersRegistration: false,
    }
  }
  if (status === 503) {
    // decision 016: not in the spec's catalogue; worded like its other pages, saying it will pass
    return {
      status,
      title: 'Wartungsarbeiten (503)',
      headline: 'Die Seite ist vorübergehend nicht erreichbar',
      subheadline: 'Wir arbeiten daran. Bitte versuche es in ein paar Minuten noch einmal.',
      offersRegistration: false,
    }
  }
  // spec 000 §2.5: an address that only takes forms, opened in the browser; worded like the others
  if (status === 405) {
    return {
      status,
      title: 'Aktion nicht möglich (405)',
      headline: 'Diese Adresse kann nicht direkt aufgerufen werden',
      subheadline: 'Sie nimmt nur Formulare entgegen. Bitte gehe zurück zur vorigen Seite.',
      offersRegistration: false,
    }
  }
  // docs/security.md: a form body over its limit; the browser's back button still has what was typed
  if (status === 413) {
    return {
      status,
      title: 'Anfrage zu groß (413)',
      headline: 'Deine Eingabe ist zu groß',
      subheadline:
        'Bitte kürze sie und sende sie noch einmal. Mit der Zurück-Taste Deines Browsers kommst Du zu Deinem Text zurück.',
      offersRegistration: false,
    }
  }
  // spec 000 §8: the sub-headline is not shown in the spec (the error is logged); we say what helps
  return {
    status: status >= 400 ? status : 500,
    title: 'Interner Server-Fehler (500)',
    headline: 'Ein Fehler ist aufgetreten',
    subheadline: 'Bitte versuche es in ein paar Minuten noch einmal.',
    offersRegistration: false,
  }
}

/**
 * The catalogue reason of any thrown value. Duck-typed on purpose: the server build bundles its
 * own copy of this module, so `instanceof AppError` fails across that boundary.
 */
export function reasonOf(error: unknown): ErrorReason {
  if (typeof error === 'object' && error !== null && 'reason' in error && isErrorReason(error.reason)) {
    return error.reason
  }
  if (isDataException(error)) return 'BadUserInput'
  return 'InternalServerError'
}

/**
 * docs/security.md, safety net: PostgreSQL's data exceptions (SQLSTATE class 22: 22021 a NUL byte,
 * 22P02 invalid text representation, 22003 numeric out of range, 22001 string too long …) come
 * from values a user sent that slipped past the boundary checks: a 400, never a 500.
 */
export function isDataException(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    'code' in error &&
    typeof error.code === 'string' &&
    /^22[0-9A-Z]{3}$/.test(error.code) &&
    'severity' in error
  )
}

/** The German message for a data exception (PostgreSQL's own text stays in the log). */
export const DATA_EXCEPTION_MESSAGE = 'Die Eingabe ist ungültig.'
