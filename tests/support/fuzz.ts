import { connect } from 'node:net'
import {
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLNamedType,
  type GraphQLObjectType,
  type GraphQLSchema,
  getNamedType,
  isEnumType,
  isLeafType,
  isNonNullType,
  isObjectType,
  isScalarType,
} from 'graphql'
import { Random } from '#seed/random.ts'

// Request generators for the bounded fuzz test (docs/security.md): ids at the edges,
// paths, query strings, headers, form bodies and GraphQL documents, all from one seeded PRNG,
// so a seed names one exact sequence of requests. The test (src/server/fuzz.test.ts) sends
// them and checks that none answers 5xx or shows internals.

/** One generated request. `raw` requests go over a real socket byte for byte. */
export interface FuzzRequest {
  /** Groups failures: method and route pattern ("GET /forum/{slug}-t{id}.html"). */
  pattern: string
  /** What was varied, for the examples ("id=%00, header=host"). */
  variant: string
  method: string
  url: string
  headers: Record<string, string | string[]>
  body?: string | Buffer
  /** The whole request as bytes for the socket; the fields above only describe it. */
  raw?: string
}

export interface FuzzResponse {
  status: number
  body: string
}

/** What the generators know of the world: real ids and the sessions to act with. */
export interface FuzzWorld {
  boardIds: number[]
  threadIds: number[]
  postIds: number[]
  /** [galleryId (post id), pictureId] pairs. */
  pictures: [number, number][]
  userSlugs: string[]
  userIds: number[]
  /** Logged-in sessions with their CSRF token (a member and a moderator). */
  sessions: { cookie: string; csrf: string }[]
}

// --- building blocks -------------------------------------------------------------------------

/** Ids as they appear in URLs (already URL text): the edges of spec 001 §5 and worse. */
const ID_EDGES = [
  '0',
  '-1',
  '1',
  '2',
  '2147483647',
  '2147483648',
  '4294967296',
  '9007199254740993',
  '1e20',
  '1e3',
  'NaN',
  'Infinity',
  '0x10',
  '0b11',
  '1.5',
  '01',
  '00000000000000001',
  '%EF%BC%91%EF%BC%92', // fullwidth digits １２
  '%D9%A1%D9%A2', // Arabic-Indic digits ١٢
  '%C2%B2', // superscript two
  '%201',
  '1%20',
  '+1',
  '%2B1',
  '%00',
  '1%00',
  '%ff',
  '%C0%AF', // overlong '/'
  '%E0%80%AF',
  '%zz',
  '%',
  '..%2F..%2Fetc%2Fpasswd',
  '%2e%2e',
  '9'.repeat(400),
  'a'.repeat(3000),
  '',
]

/** Slugs with junk (URL text). */
const SLUG_JUNK = [
  'golf',
  'vw-golf-7-forum',
  '',
  '-',
  '--',
  'x'.repeat(2000),
  '%20',
  '%2F',
  '..',
  '.',
  '%2e%2e',
  '%C3%BCber',
  '%F0%9F%9A%97',
  '%3Cscript%3Ealert(1)%3C%2Fscript%3E',
  '%00',
  'a%00b',
  '%C0%80', // overlong NUL
  '%ff',
  '%C0%AE%C0%AE',
  "'%22;--",
  'a-t',
  'a-b',
  'x-t1-b2',
]

/** Text values for form fields and GraphQL strings (decoded form). */
const TEXT_JUNK = [
  '',
  ' ',
  'x',
  'Hallo Welt',
  '\u0000',
  'a\u0000b',
  'Hallo\u0000Welt',
  '\ud800',
  'x\udfffy',
  '\u202eevil',
  '\r\n\r\n',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '%00',
  '../../etc/passwd',
  '𝕏'.repeat(50),
  'ü'.repeat(2001),
  'x'.repeat(2001),
  'x'.repeat(20_000),
  '{"a":',
  '[]',
  'null',
  'on',
  'true',
  '2147483648',
  '-1',
  '1e20',
  'installHook.js.map',
  '//evil.example',
  'http://evil.example/',
  'javascript:alert(1)',
]

const PAGE_EDGES = [
  '0',
  '1',
  '2',
  '-1',
  '999999999',
  '2147483647',
  '2147483648',
  '1e3',
  'abc',
  '',
  '%00',
  '%201',
]

const HOSTS = [
  'localhost',
  'www.motor-talk.de',
  'tests.localhost:3000',
  'evil.example',
  '',
  ' ',
  'localhost:',
  'localhost:abc',
  'localhost:99999',
  'localhost:-1',
  ':80',
  '[',
  '[::1',
  '[::1]:x',
  '[::1]',
  '[:::]',
  'a@b',
  'user:pass@localhost',
  'localhost/path',
  'localhost?x',
  'localhost#x',
  'ho st',
  '%00',
  '%zz',
  'xn--',
  '..',
  '.',
  'localhost.',
  'localhost\\evil.example',
  '127.0.0.1',
  '0x7f.1',
  '999.999.999.999',
  'a'.repeat(300),
  'ü.example',
]

const COOKIES = [
  'mt_session=',
  'mt_session=junk',
  'mt_session=%zz',
  'mt_session=%00',
  `mt_session=${'a'.repeat(6000)}`,
  'mt_session=a; mt_session=b; mt_session=c',
  Array.from({ length: 60 }, (_, i) => `mt_session=s${i}`).join('; '),
  '=;;;=; ;',
  'mt_csrf=short',
  `mt_csrf=${'c'.repeat(40)}`,
  'quickpost=junk',
  'quickpost=%7B%22threadId%22%3A1%7D',
  'theme=%3Cscript%3E',
  `x=${'y'.repeat(7000)}`,
]

const CONTENT_TYPES = [
  'application/x-www-form-urlencoded',
  'application/x-www-form-urlencoded; charset=utf-16',
  'application/x-www-form-urlencoded; charset=junk',
  'multipart/form-data',
  'multipart/form-data; boundary=',
  'multipart/form-data; boundary=x',
  'application/json',
  'application/graphql',
  'application/graphql-response+json',
  'text/plain',
  'text/html',
  'application/octet-stream',
  '*/*',
  ';;;',
  'x'.repeat(500),
]

const ORIGINS = ['null', 'http://localhost', 'http://evil.example', 'not a url', 'http://', 'file://']
const REFERERS = [
  'http://localhost/forum.html',
  'http://evil.example/',
  '//evil.example',
  'javascript:alert(1)',
  'not a url',
  'http://localhost/.//evil.example',
]
const ACCEPT_ENCODINGS = [
  'gzip',
  'br',
  '*',
  'gzip;q=0',
  'gzip, deflate, br, zstd',
  'identity;q=0',
  'x'.repeat(500),
]

export const FORM_ACTIONS: { url: string; fields: string[] }[] = [
  { url: '/login.html', fields: ['csrf', 'username', 'password', 'telemetry'] },
  { url: '/einloggen', fields: ['csrf', 'username', 'password', 'telemetry'] },
  {
    url: '/registrieren',
    fields: ['csrf', 'username', 'email', 'password', 'terms', 'age', 'newsletter'],
  },
  {
    url: '/registration/registration.html',
    fields: ['csrf', 'username', 'email', 'password', 'terms', 'age', 'newsletter'],
  },
  { url: '/passwort-vergessen', fields: ['csrf', 'email'] },
  { url: '/passwort-zuruecksetzen?token={text}', fields: ['csrf', 'token', 'password', 'passwordRepeat'] },
  { url: '/registrieren/bestaetigen?token={text}', fields: ['csrf', 'intent', 'email', 'token'] },
  { url: '/newsletter/bestaetigen?token={text}', fields: ['csrf', 'token'] },
  { url: '/konto/kuendigung-zuruecknehmen?token={text}', fields: ['csrf', 'token'] },
  { url: '/cockpit/EinstellungenUebersicht.html', fields: ['csrf', 'newsletter'] },
  { url: '/cockpit/konto-kuendigen', fields: ['csrf', 'password'] },
  // decision 027: one's own profile and account
  { url: '/cockpit/einstellungen/profil', fields: ['csrf', 'aboutMe', 'signature', 'userTitle'] },
  { url: '/cockpit/einstellungen/avatar', fields: ['csrf', 'intent', 'avatar'] },
  { url: '/cockpit/einstellungen/e-mail', fields: ['csrf', 'email', 'currentPassword'] },
  {
    url: '/cockpit/einstellungen/passwort',
    fields: ['csrf', 'currentPassword', 'newPassword', 'newPasswordRepeat'],
  },
  { url: '/konto/e-mail-bestaetigen?token={text}', fields: ['csrf', 'token'] },
  { url: '/logout.html?redirectAfterProcess={text}', fields: ['csrf', 'redirectAfterProcess'] },
  { url: '/forum/aktion/MarkAllRead.html?onlyMarkSubscribedBoards', fields: ['csrf'] },
  { url: '/forum/aktion/PostJump.html?postId={id}', fields: ['csrf', 'postId', 'rank'] },
  {
    url: '/forum/aktion/StartThread.html?boardId={id}',
    fields: ['csrf', 'boardId', 'title', 'text', 'manufacturerId', 'seriesId', 'modelId', 'submissionKey'],
  },
  {
    url: '/forum/aktion/Draft.html',
    fields: ['csrf', 'context', 'intent', 'returnTo', 'data', 'title', 'text'],
  },
  {
    url: '/forum/aktion/QuickPost.html?threadId={id}',
    fields: [
      'csrf',
      'var',
      'imageGalleryId',
      'saveFromCookie',
      'threadId',
      'postContainsText',
      'realAction',
      'postContent',
      'submissionKey',
    ],
  },
  { url: '/forum/aktion/BestAnswer.html', fields: ['csrf', 'threadId', 'postId'] },
  { url: '/out?target={text}&referrer={text}', fields: ['target'] },
  { url: '/forum.html', fields: ['x'] },
  { url: '/forum/{slug}-t{id}.html', fields: ['postContent'] },
  { url: '/nutzer/{user}', fields: ['x'] },
]

/** A random value from the world, or an edge. */
function anId(rnd: Random, world: FuzzWorld, kind: 'board' | 'thread' | 'post' | 'user'): string {
  if (rnd.chance(0.45)) {
    const list =
      kind === 'board'
        ? world.boardIds
        : kind === 'thread'
          ? world.threadIds
          : kind === 'post'
            ? world.postIds
            : world.userIds
    return String(rnd.pick(list))
  }
  return rnd.pick(ID_EDGES)
}

function aSlug(rnd: Random): string {
  return rnd.pick(SLUG_JUNK)
}

function aText(rnd: Random): string {
  return rnd.pick(TEXT_JUNK)
}

/** URL text for a junk text value. */
function urlText(rnd: Random): string {
  return rnd.chance(0.3) ? rnd.pick(ID_EDGES) : encode(aText(rnd))
}

/** URL-encodes text; lone surrogates (which URLs cannot carry) become U+FFFD first. */
function encode(value: string): string {
  return encodeURIComponent(value.toWellFormed())
}

function fill(template: string, rnd: Random, world: FuzzWorld): string {
  return template
    .replaceAll('{slug}', () => aSlug(rnd))
    .replaceAll('{board}', () => anId(rnd, world, 'board'))
    .replaceAll('{thread}', () => anId(rnd, world, 'thread'))
    .replaceAll('{post}', () => anId(rnd, world, 'post'))
    .replaceAll('{id}', () => anId(rnd, world, rnd.pick(['board', 'thread', 'post'] as const)))
    .replaceAll('{userId}', () => anId(rnd, world, 'user'))
    .replaceAll('{user}', () => (rnd.chance(0.5) ? rnd.pick(world.userSlugs) : aSlug(rnd)))
    .replaceAll('{gallery}', () => {
      if (rnd.chance(0.5)) {
        const [gallery, picture] = rnd.pick(world.pictures)
        return `bild-g${gallery}/bild-i${picture}`
      }
      return `${aSlug(rnd)}-g${anId(rnd, world, 'post')}/${aSlug(rnd)}-i${rnd.pick(ID_EDGES)}`
    })
    .replaceAll('{text}', () => urlText(rnd))
}

// --- pages -----------------------------------------------------------------------------------

/** Every route of src/web/routes.ts and the spec route tables (spec 000 §2, spec 001 §2). */
export const PAGE_ROUTES = [
  '/',
  '/forum.html',
  '/forum/{slug}-b{board}.html',
  '/forum/{slug}-t{thread}.html',
  '/forum/{slug}-t{thread}.html.',
  '/forum/{slug}-t{thread}.html/',
  '/forum//{slug}-t{thread}.html',
  '/forum/{slug}-b{board}',
  '/forum/{slug}.html',
  '/forum/{slug}/{slug}.html',
  '/nutzer/{user}',
  '/nutzer/{user}/fzprofile',
  '/mitglieder/aktion/UserDetails.html?userId={userId}',
  '/bilder/{gallery}.html',
  '/bilder/{slug}/{slug}',
  '/forum/aktion/PostJump.html?postId={post}',
  '/forum/aktion/PostJump.html?postId={post}&rank=thumbsUp',
  '/forum/aktion/StartThread.html?boardId={board}',
  '/forum/aktion/StartThread.html?boardId={board}&entwurf=1',
  '/forum/aktion/QuickPost.html?threadId={thread}&saveFromCookie=true',
  '/forum/aktion/QuickPost.html?threadId={thread}',
  '/forum/aktion/MarkAllRead.html?onlyMarkSubscribedBoards',
  '/forum/aktion/MarkAllRead.html?onlyMarkSubscribedBlogs',
  '/forum/aktion/BestAnswer.html?threadId={thread}',
  '/forum/aktion/Draft.html',
  '/out?target={text}&referrer={text}',
  '/out?target=https%3A%2F%2Fexample.com%2F&referrer={text}',
  '/out',
  '/info/{slug}',
  '/info/hilfe',
  '/info/nutzungsbedingungen',
  '/melden/{slug}/{slug}',
  '/melden/post/{post}',
  '/einloggen?redirectAfterProcess={text}&redirectAfterCancel={text}',
  '/login.html?redirectAfterProcess={text}',
  '/logout.html?redirectAfterProcess={text}&accessToken={text}',
  '/registrieren',
  '/registration/registration.html?gesendet=1',
  '/registrieren/bestaetigen?token={text}',
  '/passwort-vergessen',
  '/passwort-zuruecksetzen?token={text}',
  '/newsletter/bestaetigen?token={text}',
  '/konto/kuendigung-zuruecknehmen?token={text}',
  '/cockpit.html',
  '/cockpit/EinstellungenUebersicht.html',
  '/cockpit/konto-kuendigen',
  '/cockpit/einstellungen/profil?gespeichert',
  '/cockpit/einstellungen/avatar',
  '/cockpit/einstellungen/e-mail',
  '/cockpit/einstellungen/passwort',
  '/konto/e-mail-bestaetigen?token={text}',
  '/uploads/avatars/{slug}/70.jpg',
  '/dev/mailbox',
  '/consent',
  '/rettungskarte',
  '/foerdern',
  '/404',
  '/healthz',
  '/suche.html?search=true&se={text}',
  '/uploads/{slug}',
  '/uploads/images/{slug}',
  '/uploads/attachments/{slug}',
  '/assets/{slug}',
  '/images/{slug}',
  '/images/forum/auto.svg?v={text}',
  '/favicon.ico',
  '/{slug}',
  '/{slug}/{slug}/{slug}',
]

function queryJunk(rnd: Random): string {
  const parts: string[] = []
  const n = rnd.int(1, 3)
  for (let i = 0; i < n; i += 1) {
    parts.push(
      rnd.pick([
        () => `page=${rnd.pick(PAGE_EDGES)}`,
        () => `page=${rnd.pick(PAGE_EDGES)}&page=${rnd.pick(PAGE_EDGES)}`,
        () => `page[]=1&page[a]=2`,
        () => `q=${'x'.repeat(rnd.int(100, 8000))}`,
        () => '&&&',
        () => '=',
        () => '%',
        () => 'a=%zz',
        () => `${urlText(rnd)}=${urlText(rnd)}`,
        () => `redirectAfterProcess=${urlText(rnd)}`,
        () => 'utm_source=%00',
      ])(),
    )
  }
  return parts.join('&')
}

function withQuery(url: string, query: string): string {
  return url.includes('?') ? `${url}&${query}` : `${url}?${query}`
}

/** A few junk headers (values inject can carry: no CR, LF or NUL). */
function junkHeaders(rnd: Random, headers: Record<string, string | string[]>): string[] {
  const varied: string[] = []
  const n = rnd.int(0, 3)
  for (let i = 0; i < n; i += 1) {
    const which = rnd.pick([
      'cookie',
      'accept-encoding',
      'origin',
      'referer',
      'sec-fetch-site',
      'x-forwarded',
      'user-agent',
      'range',
      'conditional',
      'accept',
    ] as const)
    varied.push(which)
    switch (which) {
      case 'cookie':
        headers.cookie = [headers.cookie, rnd.pick(COOKIES)].filter(Boolean).join('; ')
        break
      case 'accept-encoding':
        headers['accept-encoding'] = rnd.pick(ACCEPT_ENCODINGS)
        break
      case 'origin':
        headers.origin = rnd.pick(ORIGINS)
        break
      case 'referer':
        headers.referer = rnd.pick(REFERERS)
        break
      case 'sec-fetch-site':
        headers['sec-fetch-site'] = rnd.pick(['same-origin', 'cross-site', 'none', 'junk'])
        break
      case 'x-forwarded':
        headers['x-forwarded-for'] = rnd.pick(['1.2.3.4', 'junk', '::1, 10.0.0.1', ''])
        headers['x-forwarded-proto'] = rnd.pick(['https', 'http', 'gopher', ''])
        headers['x-forwarded-host'] = rnd.pick(HOSTS)
        break
      case 'user-agent':
        headers['user-agent'] = rnd.pick([
          'MotorTalkApp/Android',
          'MotorTalkApp/iOS 1.0',
          'Googlebot/2.1',
          '',
          'x'.repeat(4000),
        ])
        break
      case 'range':
        headers.range = rnd.pick(['bytes=0-0', 'bytes=junk', 'bytes=100-1', 'bytes=0-1,2-3,4-5', 'lines=1-2'])
        break
      case 'conditional':
        headers['if-none-match'] = rnd.pick(['*', '"junk"', 'W/"x"', ''])
        headers['if-modified-since'] = rnd.pick(['junk', 'Thu, 01 Jan 1970 00:00:00 GMT', ''])
        break
      case 'accept':
        headers.accept = rnd.pick(['*/*', 'application/json', 'text/html;q=0', 'junk', ''])
        break
    }
  }
  return varied
}

function pageRequest(rnd: Random, world: FuzzWorld): FuzzRequest {
  const template = rnd.pick(PAGE_ROUTES)
  let url = fill(template, rnd, world)
  if (rnd.chance(0.4)) url = withQuery(url, queryJunk(rnd))
  const headers: Record<string, string | string[]> = {}
  const session = rnd.chance(0.2) ? rnd.pick(world.sessions) : null
  if (session) headers.cookie = `mt_session=${session.cookie}`
  const varied = junkHeaders(rnd, headers)
  const method = rnd.pick(['GET', 'GET', 'GET', 'GET', 'HEAD', 'OPTIONS', 'DELETE', 'PUT', 'PATCH'])
  return {
    pattern: `${method} ${template}`,
    variant: [session ? 'member' : 'visitor', ...varied].join(', '),
    method,
    url,
    headers,
  }
}

/**
 * Any route with a junk Host header (26 variants that failed, docs/security.md): grouped by the
 * Host value, since the route does not matter.
 */
function hostRequest(rnd: Random, world: FuzzWorld): FuzzRequest {
  const template = rnd.pick(PAGE_ROUTES)
  const host = rnd.pick(HOSTS)
  const method = rnd.pick(['GET', 'GET', 'GET', 'HEAD', 'POST'])
  const headers: Record<string, string | string[]> = { host }
  if (rnd.chance(0.3)) headers.cookie = `mt_session=${rnd.pick(world.sessions).cookie}`
  return {
    pattern: `${method} * Host: ${JSON.stringify(host.slice(0, 40))}`,
    variant: `${headers.cookie ? 'member' : 'visitor'}, ${template}`,
    method,
    url: fill(template, rnd, world),
    headers,
    ...(method === 'POST'
      ? { body: 'x=1', headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' } }
      : {}),
  }
}

// --- form bodies ----------------------------------------------------------------------------

/** Values that pass a form's first checks, so the junk in another field reaches the database. */
const PLAUSIBLE: Record<string, string> = {
  email: 'fuzz@example.com',
  terms: 'on',
  age: 'on',
  newsletter: 'on',
  title: 'Ein Titel für den Fuzz-Test',
  text: 'Ein Text, lang genug für jede Prüfung der Länge.',
  postContent: 'Eine Antwort, lang genug für jede Prüfung.',
  token: 'a'.repeat(43),
  redirectAfterProcess: '/forum.html',
  returnTo: '/forum.html',
  telemetry: '',
}

/** Poison for one field of a form: what the database or a parser may choke on. */
const POISON = ['\u0000', 'Hallo\u0000Welt', '\ud800', 'x\udfffy', '\u202e', '\uffff', 'x'.repeat(70_000)]

function fieldValue(rnd: Random, world: FuzzWorld, field: string, csrf: string | null): string {
  switch (field) {
    case 'csrf':
      return csrf ?? rnd.pick(['', 'junk', 'x'.repeat(40)])
    case 'threadId':
      return String(anId(rnd, world, 'thread'))
    case 'postId':
    case 'imageGalleryId':
      return String(anId(rnd, world, 'post'))
    case 'boardId':
      return String(anId(rnd, world, 'board'))
    case 'rank':
      return rnd.pick(['thumbsUp', '', 'junk'])
    case 'context':
      return rnd.pick([
        'new-thread',
        `reply:${rnd.pick(world.threadIds)}`,
        'reply:2147483648',
        'reply:0',
        aText(rnd),
      ])
    case 'intent':
      return rnd.pick(['discard', 'resend', 'save', aText(rnd)])
    case 'data':
      return rnd.pick(['{}', '{"title":"x"}', '[1,2]', '{"a":"\\u0000"}', aText(rnd)])
    case 'username':
      return rnd.pick(['demo-mitglied', 'demo-admin', `fuzz${rnd.int(1000, 9999)}`, aText(rnd)])
    case 'password':
    case 'passwordRepeat':
    case 'currentPassword':
    case 'newPassword':
    case 'newPasswordRepeat':
      // never the demo password: a fuzz request must not cancel an account or log a session out
      return rnd.pick(['falsch', 'ein-langes-passwort-123', aText(rnd)])
    default:
      // half plausible, so a request gets past the first check to the code behind it
      return rnd.chance(0.5)
        ? (PLAUSIBLE[field] ?? 'Hallo Welt')
        : rnd.chance(0.15)
          ? rnd.pick(ID_EDGES)
          : aText(rnd)
  }
}

/** application/x-www-form-urlencoded by hand, so %00, %ff and broken escapes get through. */
function urlencoded(rnd: Random, fields: [string, string][]): string {
  return fields
    .map(([name, value]) => {
      const encoded = rnd.chance(0.1) ? rnd.pick(['%00', '%ff', '%zz', '%', '%C0%AF', '+']) : encode(value)
      return rnd.chance(0.05) ? name : `${encode(name)}=${encoded}`
    })
    .join('&')
}

function multipart(rnd: Random, fields: [string, string][], boundary: string): string {
  const parts = fields.map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  )
  if (rnd.chance(0.3))
    parts.push(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="../../x.php"\r\nContent-Type: image/png\r\n\r\n\u0089PNG junk\r\n`,
    )
  const end = rnd.pick([`--${boundary}--\r\n`, `--${boundary}`, '', '--wrong--\r\n'])
  return parts.join('') + end
}

function formRequest(rnd: Random, world: FuzzWorld): FuzzRequest {
  const action = rnd.pick(FORM_ACTIONS)
  const url = fill(action.url, rnd, world)
  const headers: Record<string, string | string[]> = {}
  // who sends: a visitor without cookies, a visitor with a matching double-submit token, or a
  // logged-in member with the session's token, a wrong one or none
  const who = rnd.pick([
    'visitor',
    'visitor+csrf',
    'visitor+csrf',
    'member',
    'member',
    'member-badcsrf',
  ] as const)
  let csrf: string | null = null
  if (who === 'visitor+csrf') {
    csrf = `fuzz${rnd.int(100_000_000, 999_999_999)}abcdefghijklmnop`
    headers.cookie = `mt_csrf=${csrf}`
  } else if (who !== 'visitor') {
    const session = rnd.pick(world.sessions)
    headers.cookie = `mt_session=${session.cookie}`
    if (who === 'member' && !action.url.startsWith('/logout')) csrf = session.csrf
  }
  const fields: [string, string][] = action.fields
    .filter(() => rnd.chance(0.85))
    .map((field) => [field, fieldValue(rnd, world, field, csrf)])
  const target = fields.length > 1 && rnd.chance(0.4) ? rnd.int(1, fields.length - 1) : -1
  if (target >= 0) fields[target]![1] = rnd.pick(POISON) // csrf (index 0) stays valid
  if (rnd.chance(0.1)) fields.push([rnd.pick(action.fields), aText(rnd)]) // a repeated field
  if (rnd.chance(0.05)) fields.push([aText(rnd).slice(0, 50), aText(rnd)])
  const kind = rnd.pick([
    'urlencoded',
    'urlencoded',
    'urlencoded',
    'multipart',
    'multipart-junk',
    'json',
    'wrong-type',
    'none',
    'binary',
    'big',
  ] as const)
  let body: string | Buffer
  switch (kind) {
    case 'urlencoded':
      body = urlencoded(rnd, fields)
      headers['content-type'] = 'application/x-www-form-urlencoded'
      break
    case 'multipart': {
      const boundary = `----fuzz${rnd.int(1000, 9999)}`
      body = multipart(rnd, fields, boundary)
      headers['content-type'] = `multipart/form-data; boundary=${boundary}`
      break
    }
    case 'multipart-junk':
      body = multipart(rnd, fields, 'b')
      headers['content-type'] = rnd.pick([
        'multipart/form-data',
        'multipart/form-data; boundary=',
        'multipart/form-data; boundary=other',
        `multipart/form-data; boundary=${'b'.repeat(200)}`,
      ])
      break
    case 'json':
      body = JSON.stringify(Object.fromEntries(fields))
      headers['content-type'] = 'application/json'
      break
    case 'wrong-type':
      body = urlencoded(rnd, fields)
      headers['content-type'] = rnd.pick(CONTENT_TYPES)
      break
    case 'none':
      body = urlencoded(rnd, fields)
      break
    case 'binary':
      body = Buffer.from(Array.from({ length: rnd.int(1, 2000) }, () => rnd.int(0, 255)))
      headers['content-type'] = rnd.pick(CONTENT_TYPES)
      break
    case 'big':
      // bigger than any form needs (docs/security.md: forms get 64 KB), still quick to send
      body = urlencoded(rnd, [...fields, ['postContent', 'x'.repeat(rnd.int(65_000, 200_000))]])
      headers['content-type'] = 'application/x-www-form-urlencoded'
      break
  }
  if (rnd.chance(0.15)) headers.origin = rnd.pick(ORIGINS)
  if (rnd.chance(0.15)) headers.referer = rnd.pick(REFERERS)
  if (rnd.chance(0.1)) headers['sec-fetch-site'] = rnd.pick(['same-origin', 'cross-site'])
  if (rnd.chance(0.05)) headers['content-length'] = String(rnd.pick([0, 1, 10]))
  const method = rnd.chance(0.9) ? 'POST' : rnd.pick(['PUT', 'PATCH', 'DELETE'])
  return {
    pattern: `${method} ${action.url}`,
    variant: `${who}, ${kind}, ${headers['content-type'] ?? 'no content-type'}`,
    method,
    url,
    headers,
    body,
  }
}

// --- GraphQL --------------------------------------------------------------------------------

function intJunk(rnd: Random, world: FuzzWorld): unknown {
  return rnd.pick<() => unknown>([
    () => rnd.pick(world.threadIds),
    () => rnd.pick(world.boardIds),
    () => rnd.pick(world.postIds),
    () => 0,
    () => -1,
    () => 1,
    () => 2147483647,
    () => 2147483648,
    () => -2147483649,
    () => 999999999,
    () => 1e20,
    () => 1.5,
    () => '1',
    () => null,
    () => true,
    () => [1],
    () => ({ a: 1 }),
  ])()
}

function stringJunk(rnd: Random): unknown {
  return rnd.pick<() => unknown>([
    () => aText(rnd),
    () => aText(rnd),
    () => rnd.pick(['demo-mitglied', 'demo-moderator', 'new-thread', 'reply:1']),
    () => 1,
    () => null,
    () => ['x'],
  ])()
}

function valueFor(rnd: Random, world: FuzzWorld, type: GraphQLInputType): unknown {
  const named = getNamedType(type)
  if (isEnumType(named)) {
    const values = named.getValues().map((value) => value.name)
    return rnd.chance(0.7) ? rnd.pick(values) : rnd.pick(['JUNK', '', 1, null])
  }
  if (isScalarType(named) && (named.name === 'Int' || named.name === 'Float')) return intJunk(rnd, world)
  if (isScalarType(named) && named.name === 'Boolean') return rnd.pick([true, false, 'yes', null])
  return stringJunk(rnd)
}

/** A GraphQL literal for a value (strings escaped as GraphQL wants, NUL as \u0000). */
function literal(value: unknown, enumLike: boolean): string {
  if (value === null) return 'null'
  if (Array.isArray(value)) return `[${value.map((item) => literal(item, enumLike)).join(', ')}]`
  if (typeof value === 'object')
    return `{${Object.entries(value).map(([k, v]) => `${k}: ${literal(v, enumLike)}`)}}`
  if (typeof value === 'string') {
    if (enumLike && /^[_A-Za-z][_0-9A-Za-z]*$/.test(value)) return value
    return JSON.stringify(value)
  }
  return String(value)
}

interface Built {
  document: string
  variables: Record<string, unknown>
  definitions: string[]
}

function argsFor(rnd: Random, world: FuzzWorld, args: readonly GraphQLArgument[], built: Built): string {
  const parts: string[] = []
  for (const arg of args) {
    if (!isNonNullType(arg.type) && rnd.chance(0.4)) continue
    if (rnd.chance(0.05)) continue // a missing required argument
    const value = valueFor(rnd, world, arg.type)
    if (rnd.chance(0.5)) {
      const name = `v${built.definitions.length}`
      const declared = rnd.chance(0.9) ? String(arg.type) : rnd.pick(['Int', 'String!', '[Int]', 'Boolean'])
      built.definitions.push(`$${name}: ${declared}`)
      if (rnd.chance(0.9)) built.variables[name] = value
      parts.push(`${arg.name}: $${name}`)
    } else {
      parts.push(`${arg.name}: ${literal(value, isEnumType(getNamedType(arg.type)))}`)
    }
  }
  if (rnd.chance(0.03)) parts.push('gibtsNicht: 1')
  return parts.length > 0 ? `(${parts.join(', ')})` : ''
}

function selection(
  rnd: Random,
  world: FuzzWorld,
  type: GraphQLObjectType,
  depth: number,
  built: Built,
): string {
  const fields = Object.values(type.getFields())
  const picked: string[] = []
  for (const field of fields) {
    const named: GraphQLNamedType = getNamedType(field.type)
    if (isLeafType(named)) {
      if (rnd.chance(0.6)) picked.push(`${field.name}${argsFor(rnd, world, field.args, built)}`)
    } else if (isObjectType(named) && depth > 0 && rnd.chance(0.35)) {
      picked.push(
        `${field.name}${argsFor(rnd, world, field.args, built)} { ${selection(rnd, world, named, depth - 1, built)} }`,
      )
    }
  }
  if (rnd.chance(0.03)) picked.push('gibtsNicht')
  return picked.length > 0 ? picked.join(' ') : '__typename'
}

/** A query over one root field path chosen at random, with junk arguments. */
function schemaQuery(rnd: Random, world: FuzzWorld, schema: GraphQLSchema): { body: Built; path: string } {
  const built: Built = { document: '', variables: {}, definitions: [] }
  const query = schema.getQueryType()
  if (!query) throw new Error('schema without Query')
  const root: GraphQLField<unknown, unknown> = rnd.pick(Object.values(query.getFields()))
  const rootType = getNamedType(root.type)
  let inner: string
  let path = root.name
  if (isObjectType(rootType)) {
    // the namespace objects (boards, threads …) hold the fields with arguments
    const child = rnd.pick(Object.values(rootType.getFields()))
    path += `.${child.name}`
    const childType = getNamedType(child.type)
    const sub = isObjectType(childType) ? ` { ${selection(rnd, world, childType, 2, built)} }` : ''
    inner = ` { ${child.name}${argsFor(rnd, world, child.args, built)}${sub} }`
  } else {
    inner = ''
  }
  const variableList = built.definitions.length > 0 ? `(${built.definitions.join(', ')})` : ''
  built.document = `query Fuzz${variableList} { ${root.name}${inner} }`
  return { body: built, path }
}

function mutateDocument(rnd: Random, document: string): string {
  switch (rnd.int(0, 4)) {
    case 0:
      return document.slice(0, rnd.int(0, document.length))
    case 1: {
      const at = rnd.int(0, document.length)
      return (
        document.slice(0, at) +
        rnd.pick(['{', '}', '(', ')', '"', '$', '@', '\\', '...', '#', '\u0000']) +
        document.slice(at)
      )
    }
    case 2:
      return document.replace(/\d+/, rnd.pick(['99999999999999999999', '-0', '0x1', '1e400']))
    case 3:
      return document.replace(
        'query Fuzz',
        rnd.pick(['mutation Fuzz', 'subscription Fuzz', 'query', 'query Fuzz @skip(if: 1)']),
      )
    default:
      return `${document} ${document}`
  }
}

/** Documents built by hand for the parser and validation: nesting, aliases, fragments. */
function handmadeDocument(rnd: Random, world: FuzzWorld): { document: string; label: string } {
  const n = rnd.pick([10, 100, 1000, 5000, 20_000])
  return rnd.pick<() => { document: string; label: string }>([
    () => ({ document: `${'{ a '.repeat(n)}${'}'.repeat(n)}`, label: `nested-${n}` }),
    () => ({
      document: `query { ${'boards { rootBoards { children { '.repeat(Math.min(n, 300))}id${' } } }'.repeat(Math.min(n, 300))} }`,
      label: `nested-fields-${Math.min(n, 300)}`,
    }),
    () => ({ document: `${'['.repeat(n)}`, label: `brackets-${n}` }),
    () => ({
      document: `query($v: ${'['.repeat(Math.min(n, 5000))}Int${']'.repeat(Math.min(n, 5000))}) { __typename }`,
      label: `list-type-${n}`,
    }),
    () => ({
      document: `{ ${Array.from({ length: Math.min(n, 2000) }, (_, i) => `a${i}: threads { latest(limit: 100) { id title } }`).join(' ')} }`,
      label: `aliases-${Math.min(n, 2000)}`,
    }),
    () => ({
      document: `{ ${Array.from({ length: Math.min(n, 500) }, (_, i) => `a${i}: threads { byId(threadId: ${rnd.pick(world.threadIds)}) { title firstPost { text } } }`).join(' ')} }`,
      label: `aliases-byId-${Math.min(n, 500)}`,
    }),
    () => ({
      document: 'fragment A on Query { ...B } fragment B on Query { ...A } { ...A }',
      label: 'fragment-cycle',
    }),
    () => ({
      document: `{ __typename ${'@skip(if: false) '.repeat(Math.min(n, 1000))}}`,
      label: 'directives',
    }),
    () => ({
      document: '{ __schema { types { name fields { name args { name type { name ofType { name } } } } } } }',
      label: 'introspection',
    }),
    () => ({ document: `{ __type(name: ${JSON.stringify(aText(rnd))}) { name } }`, label: '__type' }),
    () => ({ document: `{ boards { byId(boardId: 1) { name } } } ${'#'.repeat(n)}`, label: 'comment' }),
    () => ({ document: '"\\u0000" { __typename }', label: 'nul-description' }),
    () => ({ document: `{ users { bySlug(slug: "\\u0000") { name } } }`, label: 'nul-literal' }),
    () => ({ document: `{ users { bySlug(slug: "\\ud800") { name } } }`, label: 'surrogate-literal' }),
    () => ({
      document: `{ threads { postList(threadId: ${rnd.pick(world.threadIds)}, page: ${rnd.pick(['999999999', '2147483647', '-1', '214748364'])}) { page posts { id } } } }`,
      label: 'post-page-edge',
    }),
    () => ({
      document: `{ boards { threadList(boardId: ${rnd.pick(world.boardIds)}, page: ${rnd.pick(['999999999', '2147483647', '-1', '214748364'])}) { page threads { id } } } }`,
      label: 'thread-page-edge',
    }),
    () => ({
      document: `{ threads { latest(limit: ${rnd.pick(['-1', '0', '2147483647', '100000'])}) { id } hot(limit: ${rnd.pick(['-1', '0', '2147483647'])}) { id } } }`,
      label: 'limit-edge',
    }),
    () => ({ document: 'mutation { markAllRead(scope: ALL) }', label: 'mutation' }),
    () => ({ document: 'subscription { __typename }', label: 'subscription' }),
    () => ({ document: '{ a } { b }', label: 'two-anonymous' }),
    () => ({ document: '', label: 'empty' }),
    () => ({ document: '\u0000', label: 'nul' }),
    () => ({ document: 'x'.repeat(n * 10), label: `long-${n * 10}` }),
  ])()
}

export function graphqlRequest(rnd: Random, world: FuzzWorld, schema: GraphQLSchema): FuzzRequest {
  const headers: Record<string, string | string[]> = {}
  const session = rnd.chance(0.35) ? rnd.pick(world.sessions) : null
  if (session) {
    headers.cookie = `mt_session=${session.cookie}`
    if (rnd.chance(0.5)) headers['x-csrf-token'] = rnd.chance(0.7) ? session.csrf : 'junk'
  }
  let document: string
  let variables: unknown
  let label: string
  if (rnd.chance(0.6)) {
    const { body, path } = schemaQuery(rnd, world, schema)
    document = body.document
    variables = body.variables
    label = path
    if (rnd.chance(0.15)) {
      document = mutateDocument(rnd, document)
      label += ' (mutated)'
    }
  } else {
    const made = handmadeDocument(rnd, world)
    document = made.document
    label = made.label
  }
  if (rnd.chance(0.05)) variables = rnd.pick<unknown>(['junk', [1], null, 1, { v0: { deep: [[[]]] } }])
  const envelope = rnd.pick([
    'json',
    'json',
    'json',
    'json',
    'get',
    'batch',
    'wrong-type',
    'broken-json',
    'not-a-string',
  ] as const)
  const payload: Record<string, unknown> = { query: document }
  if (variables !== undefined) payload.variables = variables
  if (rnd.chance(0.1)) payload.operationName = rnd.pick(['Fuzz', 'Other', '', null, 1])
  if (rnd.chance(0.03)) payload.extensions = { persistedQuery: { version: 1, sha256Hash: 'junk' } }
  const request: FuzzRequest = {
    pattern: `POST /graphql ${label}`,
    variant: `${session ? 'member' : 'visitor'}, ${envelope}`,
    method: 'POST',
    url: '/graphql',
    headers,
  }
  switch (envelope) {
    case 'json':
      headers['content-type'] = 'application/json'
      request.body = JSON.stringify(payload)
      break
    case 'get': {
      request.method = 'GET'
      request.pattern = request.pattern.replace('POST', 'GET')
      const params = new URLSearchParams({ query: document.toWellFormed() })
      if (variables !== undefined) params.set('variables', JSON.stringify(variables))
      request.url = `/graphql?${params.toString().slice(0, 30_000)}`
      break
    }
    case 'batch':
      headers['content-type'] = 'application/json'
      request.body = JSON.stringify(Array.from({ length: rnd.int(1, 30) }, () => payload))
      break
    case 'wrong-type':
      headers['content-type'] = rnd.pick(CONTENT_TYPES)
      request.body = rnd.chance(0.5) ? JSON.stringify(payload) : `query=${encode(document)}`
      break
    case 'broken-json':
      headers['content-type'] = 'application/json'
      request.body = JSON.stringify(payload).slice(0, -rnd.int(1, 5)) + rnd.pick(['', '\u0000', '}}}'])
      break
    case 'not-a-string':
      headers['content-type'] = 'application/json'
      request.body = JSON.stringify({
        ...payload,
        query: rnd.pick<unknown>([1, null, ['{ a }'], { a: 1 }, true]),
      })
      break
  }
  if (rnd.chance(0.1)) headers.origin = rnd.pick(ORIGINS)
  return request
}

// --- raw requests over a socket --------------------------------------------------------------

/** What inject cannot express: request lines, Host, duplicate and broken framing headers. */
export function rawRequest(rnd: Random, world: FuzzWorld): FuzzRequest {
  const path = rnd.pick([
    '/',
    '/forum.html',
    `/forum/x-t${rnd.pick(world.threadIds)}.html`,
    `/forum/x-b${rnd.pick(world.boardIds)}.html`,
    '/graphql',
    '/healthz',
    '/einloggen',
    '/out?target=https%3A%2F%2Fexample.com&referrer=%2F',
  ])
  const ok = (extra = '') => `Host: localhost\r\n${extra}Connection: close\r\n\r\n`
  const cases: [string, () => string][] = [
    ['OPTIONS *', () => `OPTIONS * HTTP/1.1\r\n${ok()}`],
    ['absolute-form', () => `GET http://localhost${path} HTTP/1.1\r\n${ok()}`],
    ['absolute-form foreign', () => `GET http://evil.example${path} HTTP/1.1\r\n${ok()}`],
    ['absolute-form https', () => `GET https://localhost:1${path} HTTP/1.1\r\n${ok()}`],
    [
      'absolute-form junk',
      () =>
        `GET ${rnd.pick(['http://', 'http://[', 'x://y', 'http://a b', 'http:///x'])} HTTP/1.1\r\n${ok()}`,
    ],
    ['authority-form', () => `CONNECT localhost:80 HTTP/1.1\r\n${ok()}`],
    ['raw host', () => `GET ${path} HTTP/1.1\r\nHost: ${rnd.pick(HOSTS)}\r\nConnection: close\r\n\r\n`],
    ['host with CTL', () => `GET ${path} HTTP/1.1\r\nHost: local\u0001host\r\nConnection: close\r\n\r\n`],
    ['host utf-8', () => `GET ${path} HTTP/1.1\r\nHost: \u00fcber.example\r\nConnection: close\r\n\r\n`],
    ['no host 1.1', () => `GET ${path} HTTP/1.1\r\nConnection: close\r\n\r\n`],
    ['no host 1.0', () => `GET ${path} HTTP/1.0\r\n\r\n`],
    [
      'duplicate host',
      () => `GET ${path} HTTP/1.1\r\nHost: localhost\r\nHost: evil.example\r\nConnection: close\r\n\r\n`,
    ],
    [
      'duplicate cookie',
      () => `GET ${path} HTTP/1.1\r\nCookie: mt_session=a\r\nCookie: mt_session=b\r\n${ok()}`,
    ],
    [
      'duplicate content-length',
      () => `POST /einloggen HTTP/1.1\r\nContent-Length: 3\r\nContent-Length: 5\r\n${ok()}abc`,
    ],
    [
      'content-length + chunked',
      () => `POST /einloggen HTTP/1.1\r\nContent-Length: 3\r\nTransfer-Encoding: chunked\r\n${ok()}0\r\n\r\n`,
    ],
    [
      'bad chunked',
      () =>
        `POST ${rnd.pick(['/einloggen', '/graphql', '/forum/aktion/QuickPost.html'])} HTTP/1.1\r\nContent-Type: application/x-www-form-urlencoded\r\nTransfer-Encoding: chunked\r\n${ok()}${rnd.pick(['zz\r\nabc\r\n0\r\n\r\n', '5\r\nab\r\n0\r\n\r\n', 'ffffffffffffffff\r\nx\r\n', '3;junk\r\nabc\r\n0\r\n\r\n', '0\r\nTrailer: x\r\n\r\n'])}`,
    ],
    [
      'chunked gzip',
      () => `POST /einloggen HTTP/1.1\r\nTransfer-Encoding: gzip, chunked\r\n${ok()}0\r\n\r\n`,
    ],
    [
      'short body',
      () =>
        `POST ${rnd.pick(['/einloggen', '/graphql'])} HTTP/1.1\r\nContent-Type: application/json\r\nContent-Length: 2\r\n${ok()}{"query":"{ __typename }"}`,
    ],
    ['negative content-length', () => `POST /einloggen HTTP/1.1\r\nContent-Length: -1\r\n${ok()}`],
    [
      'raw traversal',
      () =>
        `GET ${rnd.pick(['/../../etc/passwd', '/forum/../forum.html', '//forum.html', '/%2e%2e/%2e%2e/etc/passwd', '/uploads/../../etc/passwd', '/uploads/%2e%2e/%2e%2e/etc/passwd', '/assets/..%2f..%2fpackage.json', '/forum/x-t1.html%00', '/\\evil.example'])} HTTP/1.1\r\n${ok()}`,
    ],
    [
      'raw bytes in path',
      () => `GET /forum/\u00fcber-t${rnd.pick(world.threadIds)}.html HTTP/1.1\r\n${ok()}`,
    ],
    ['nul in path', () => `GET /nutzer/a\u0000b HTTP/1.1\r\n${ok()}`],
    [
      'bad version',
      () => `GET ${path} ${rnd.pick(['HTTP/2.0', 'HTTP/9.9', 'HTTP/1.x', 'HTTPS/1.1', ''])}\r\n${ok()}`,
    ],
    ['lowercase method', () => `get ${path} HTTP/1.1\r\n${ok()}`],
    [
      'unknown method',
      () => `${rnd.pick(['FOO', 'PROPFIND', 'TRACE', 'PURGE', 'M-SEARCH'])} ${path} HTTP/1.1\r\n${ok()}`,
    ],
    [
      'long request line',
      () => `GET /forum.html?q=${'x'.repeat(rnd.pick([9000, 20_000, 70_000]))} HTTP/1.1\r\n${ok()}`,
    ],
    [
      'many headers',
      () =>
        `GET ${path} HTTP/1.1\r\n${Array.from({ length: rnd.pick([100, 2500]) }, (_, i) => `X-H${i}: v`).join('\r\n')}\r\n${ok()}`,
    ],
    [
      'huge header',
      () => `GET ${path} HTTP/1.1\r\nCookie: ${'a'.repeat(rnd.pick([8000, 20_000]))}\r\n${ok()}`,
    ],
    ['header without colon', () => `GET ${path} HTTP/1.1\r\nJunk\r\n${ok()}`],
    ['obs-fold header', () => `GET ${path} HTTP/1.1\r\nX-A: a\r\n b\r\n${ok()}`],
    ['space in header name', () => `GET ${path} HTTP/1.1\r\nX A: b\r\n${ok()}`],
    ['nul in header', () => `GET ${path} HTTP/1.1\r\nCookie: mt_session=a\u0000b\r\n${ok()}`],
    ['bare LF', () => `GET ${path} HTTP/1.1\nHost: localhost\nConnection: close\n\n`],
    ['expect 100', () => `POST /einloggen HTTP/1.1\r\nExpect: 100-continue\r\nContent-Length: 0\r\n${ok()}`],
    ['expect junk', () => `POST /einloggen HTTP/1.1\r\nExpect: junk\r\nContent-Length: 0\r\n${ok()}`],
    [
      'upgrade',
      () => `GET ${path} HTTP/1.1\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nHost: localhost\r\n\r\n`,
    ],
    ['h2c preface', () => 'PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n'],
    [
      'garbage',
      () => Buffer.from(Array.from({ length: rnd.int(1, 200) }, () => rnd.int(0, 255))).toString('latin1'),
    ],
  ]
  const [label, build] = rnd.pick(cases)
  const raw = build()
  const firstLine = raw.split(/\r?\n/, 1)[0] ?? ''
  return {
    pattern: `RAW ${label}`,
    variant: JSON.stringify(firstLine.slice(0, 120)),
    method: firstLine.split(' ', 1)[0] ?? '',
    url: firstLine.split(' ')[1] ?? '',
    headers: {},
    raw,
  }
}

/** Sends raw bytes, reads the status line; 0 when nothing came back in time. */
export function sendRaw(port: number, raw: string, timeoutMs: number): Promise<FuzzResponse> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = []
    const socket = connect({ port, host: '127.0.0.1' })
    let done = false
    function finish() {
      if (done) return
      done = true
      clearTimeout(timer)
      socket.destroy()
      const text = Buffer.concat(chunks).toString('latin1')
      // the final response, past interim ones (100 Continue)
      const final = /(?:^|\r\n\r\n)HTTP\/1\.[01] ([2-5]\d\d)[^\r\n]*\r\n/.exec(text)
      const status = final ? Number(final[1]) : 0
      const body = final ? text.slice(final.index + final[0].length).replace(/^[\s\S]*?\r\n\r\n/, '') : ''
      resolve({ status, body })
    }
    const timer = setTimeout(finish, timeoutMs)
    socket.on('connect', () => socket.write(Buffer.from(raw, 'latin1')))
    socket.on('data', (chunk) => {
      chunks.push(chunk)
      // one response is enough: stop once its head and a little of the body are in
      if (Buffer.concat(chunks).length > 256 * 1024) finish()
    })
    socket.on('end', finish)
    socket.on('close', finish)
    socket.on('error', finish)
  })
}

// --- the mix ---------------------------------------------------------------------------------

/** The generators and their shares of the sequence. */
export const GENERATORS = {
  // pages and forms cost ~20 ms of CPU each (a full render), GraphQL ~4 ms: this mix keeps
  // 5,000 requests near 45 s of CPU on the project's 2-core machine
  page: 0.24,
  host: 0.03,
  form: 0.16,
  graphql: 0.49,
  raw: 0.08,
} as const

export type GeneratorName = keyof typeof GENERATORS

export function isGeneratorName(value: string): value is GeneratorName {
  return Object.hasOwn(GENERATORS, value)
}

/**
 * The whole sequence for a seed: pages, junk Host headers, forms, GraphQL and raw socket
 * requests in the shares above; `only` narrows it to some generators (FUZZ_ONLY).
 */
export function generateRequests(
  seed: number,
  count: number,
  world: FuzzWorld,
  schema: GraphQLSchema,
  only: readonly GeneratorName[] = [],
): FuzzRequest[] {
  const rnd = new Random(seed)
  const chosen = Object.keys(GENERATORS)
    .filter(isGeneratorName)
    .filter((name) => only.length === 0 || only.includes(name))
    .map((name): [GeneratorName, number] => [name, GENERATORS[name]])
  const total = chosen.reduce((sum, [, share]) => sum + share, 0)
  const make: Record<GeneratorName, () => FuzzRequest> = {
    page: () => pageRequest(rnd, world),
    host: () => hostRequest(rnd, world),
    form: () => formRequest(rnd, world),
    graphql: () => graphqlRequest(rnd, world, schema),
    raw: () => rawRequest(rnd, world),
  }
  const requests: FuzzRequest[] = []
  for (let i = 0; i < count; i += 1) {
    const roll = rnd.next() * total
    let name = chosen[chosen.length - 1]![0]
    let below = 0
    for (const [candidate, share] of chosen) {
      below += share
      if (roll < below) {
        name = candidate
        break
      }
    }
    requests.push(make[name]())
  }
  return requests
}

// --- judging ---------------------------------------------------------------------------------

/** Internals a response must never show: stack frames, file paths, driver and SQL messages. */
const INTERNALS = [
  /\n\s+at [^\n]*\((?:file:\/\/|\/|node:)/,
  /\bat (?:async )?[\w.<>]+ \((?:file:|\/|node:)/,
  /node_modules\//,
  /\/src\/(?:server|web|db|graphql|services|domain)\/[\w/-]+\.tsx?/,
  /\b(?:TypeError|RangeError|ReferenceError|SyntaxError|AggregateError|DatabaseError): /,
  /invalid byte sequence for encoding/,
  /out of range for type (?:integer|bigint)/,
  /invalid input syntax for type/,
  /Maximum call stack size exceeded/,
]

export function showsInternals(body: string): RegExp | null {
  return INTERNALS.find((pattern) => pattern.test(body)) ?? null
}

/** spec 001 §8: /out with missing or invalid parameters is 500 InvalidParameterError. */
export function isSpecified500(request: FuzzRequest, response: FuzzResponse): boolean {
  return (
    response.status === 500 &&
    /^\/out(?:\?|$)/.test(request.url) &&
    (request.method === 'GET' || request.method === 'HEAD' || request.method === 'POST')
  )
}

export interface Failure {
  request: FuzzRequest
  response: FuzzResponse
  problem: string
}

function describe(request: FuzzRequest): string {
  if (request.raw !== undefined) return `raw ${JSON.stringify(request.raw.slice(0, 400))}`
  const headers = Object.entries(request.headers)
    .map(([name, value]) => `${name}: ${JSON.stringify(value).slice(0, 160)}`)
    .join(' | ')
  const body =
    request.body === undefined
      ? ''
      : ` body(${request.body.length} B) ${JSON.stringify(request.body.toString('latin1').slice(0, 300))}`
  return `${request.method} ${JSON.stringify(request.url.slice(0, 300))}${headers ? ` [${headers}]` : ''}${body}`
}

/** Failures grouped by problem and pattern, each group with up to three exact requests. */
export function summarise(failures: Failure[], requests: FuzzRequest[]): string {
  if (failures.length === 0) return ''
  const groups = new Map<string, Failure[]>()
  for (const failure of failures) {
    const key = `${failure.problem} ${failure.request.pattern}`
    const list = groups.get(key) ?? []
    list.push(failure)
    groups.set(key, list)
  }
  const lines: string[] = []
  for (const [key, list] of [...groups].sort((a, b) => b[1].length - a[1].length)) {
    lines.push(`${list.length} × ${key}`)
    for (const failure of list.slice(0, 3)) {
      lines.push(`    ${failure.request.variant}: ${describe(failure.request)}`)
      lines.push(`      → ${failure.response.status} ${JSON.stringify(failure.response.body.slice(0, 160))}`)
    }
  }
  // which varied part the failures share (e.g. a junk Host header fails on every route)
  const tags = (request: FuzzRequest) => new Set(request.variant.split(', '))
  const total = new Map<string, number>()
  for (const request of requests) for (const tag of tags(request)) total.set(tag, (total.get(tag) ?? 0) + 1)
  const failed = new Map<string, number>()
  for (const { request } of failures)
    for (const tag of tags(request)) failed.set(tag, (failed.get(tag) ?? 0) + 1)
  const shares = [...failed]
    .filter(([tag]) => (total.get(tag) ?? 0) >= 10 && !tag.startsWith('"'))
    .sort((a, b) => b[1] - a[1])
    .slice(0, 12)
    .map(([tag, count]) => `${tag} ${count}/${total.get(tag)}`)
  lines.push(`failures by varied part (failed/sent): ${shares.join('; ')}`)
  return lines.join('\n')
}
