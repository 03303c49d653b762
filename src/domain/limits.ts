// Numbers from the specs' constants sections, named, in one place.

/** spec 001 §5, §9: ids from slugs are positive and at most this. */
export const MAX_ID = 2_147_483_647

/** spec 000 §2.3, §9: the forum home description names a fixed number of forums. */
export const FORUM_HOME_FORUM_COUNT = 788

/** spec 000 §9: start-thread default board. */
export const DEFAULT_QUESTION_BOARD_ID = 1065

/** spec 000 §3: board image addresses get a version parameter. */
export const BOARD_IMAGE_VERSION = '1.0'

/** spec 000 §9: home lists. */
export const HOME_LATEST_TOPICS = 4
export const HOME_LATEST_BLOGS = 4
export const HOME_LATEST_TESTS = 4
export const HOME_NEWEST_MEMBERS = 16
export const HOME_CAR_BRANDS = 18
export const HOME_MOTORCYCLE_BRANDS = 6
export const HOME_TOPIC_FORUMS = 8

/** spec 001 §9: page titles are cut to this many characters with '...'. */
export const PAGE_TITLE_MAX_LENGTH = 70

/** spec 001 §5, §9: quick reply. */
export const QUICK_REPLY_MAX_LENGTH = 2000
export const QUICKPOST_COOKIE_DAYS = 90

/** A member counts as online when seen within this many minutes (not in the spec; common forum practice). */
export const ONLINE_WINDOW_MINUTES = 15

/** Topics per board page (spec 001 §9: board lists are reversed, page 0 is the newest). */
export const THREADS_PER_PAGE = 20

/** Posts per thread page; pages are position ranges (DESIGN.md). */
export const POSTS_PER_PAGE = 10

/** spec 001 §9: the pagination dropdown shows at most 19 page entries. */
export const PAGINATION_MAX_ENTRIES = 19
// --- Frame, home page and UI kit (spec 000 §2) ---

/** Home lists the spec does not size: "Heiß diskutiert" and "new forums" (our choice, like the other lists). */
export const HOME_HOT_TOPICS = 6
export const HOME_NEW_BOARDS = 6

/** spec 000 §9: header flyout lists show at most 10 subscribed boards and 10 subscribed blogs. */
export const FLYOUT_MAX_BOARDS = 10
export const FLYOUT_MAX_BLOGS = 10
/** Messages, notifications and thread updates the flyouts list: the spec sizes only boards and blogs; ours. */
export const MESSAGE_UPDATES_LIMIT = 10

/** spec 000 §4, §9: toasts hide after 5 s by default; the page-loading progress bar lasts 1 s. */
export const TOAST_DEFAULT_MS = 5_000
export const PROGRESS_BAR_MS = 1_000

/** spec 001 §4, §9: tooltip opens after 500 ms hover (75 ms rest), on focus, or on a 500 ms long press. */
export const TOOLTIP_OPEN_DELAY_MS = 500
export const TOOLTIP_REST_MS = 75
export const LONG_PRESS_MS = 500

/** spec 001 §9: a modal's backdrop press is ignored within 25 px of the right edge on non-mobile. */
export const MODAL_RIGHT_EDGE_PX = 25

/** spec 000 §9, spec 001 §9: mobile is up to 640 px wide, desktop from 641 px. */
export const MOBILE_MAX_WIDTH = 640
export const BREAKPOINTS = { xs: 0, sm: 480, md: 640, lg: 1000, xl: 1300, xxl: 1420 } as const

/** spec 000 §7, spec 001 §7, §9: lazily loaded script and stylesheet chunks time out after 120 s. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000

/** spec 000 §9: hero banner image widths. */
export const HERO_IMAGE_WIDTHS = [480, 640, 1000, 1300, 1600] as const

/** spec 000 §1, §9: consent choices are asked again after twelve months. */
export const CONSENT_RENEWAL_MONTHS = 12

/** spec 000 §2.6, §9: temporary account ban. */
export const TEMPORARY_BAN_HOURS = 36

// --- Pictures (spec 001 §7) ---

/** spec 001 §2: a post shows up to three thumbnails; a third tile with more behind it says '+n'. */
export const POST_THUMBNAILS_SHOWN = 3

/** GalleryData (spec 001 §7) returns at most this many pictures of a thread (our choice). */
export const GALLERY_MAX_IMAGES = 60

// --- Picture gallery (spec 000 §2.4, §4, §9) ---

/** An ad slide follows the 3rd picture when a gallery has more than 3. */
export const GALLERY_AD_AFTER_IMAGE = 3

/** Slide changes are ignored for this long after one starts. */
export const GALLERY_SLIDE_LOCK_MS = 500

/** The first ad refresh happens this long after the first non-initial slide is shown. */
export const GALLERY_AD_REFRESH_DELAY_MS = 200

/** A swipe changes the picture when the drag exceeds this share of the window width. */
export const GALLERY_SWIPE_SHARE = 1 / 8

/** The viewer rotates pictures in steps of this many degrees. */
export const GALLERY_ROTATION_STEP = 90

// --- Database outage (decision 016) ---

/** Retry-After of the 503 pages and /graphql answers while the database is unreachable. */
export const DATABASE_UNAVAILABLE_RETRY_AFTER_SECONDS = 30

/** A pooled query waits at most this long for a connection before the page answers 503. */
export const DATABASE_CONNECT_TIMEOUT_MS = 3_000

/**
 * PostgreSQL cancels any statement of the app running longer than this (`statement_timeout`,
 * SQLSTATE 57014): the slowest page query takes milliseconds, so 5 s means a database too slow
 * to serve, and the page answers 503 rather than holding its request.
 */
export const DATABASE_STATEMENT_TIMEOUT_MS = 5_000

/**
 * The client waits this much longer than the statement timeout for an answer before it gives
 * up on the connection (a hung server or network never sends the cancellation): 503 after 7 s.
 */
export const DATABASE_QUERY_TIMEOUT_MS = 2_000

/** The embedded PostgreSQL is restarted after it dies: first after this delay … */
export const EMBEDDED_RESTART_FIRST_DELAY_MS = 200

/** … doubling with every failed attempt, up to this delay between attempts. */
export const EMBEDDED_RESTART_MAX_DELAY_MS = 10_000

// --- Login throttling (decision 017; docs/decisions/017-login-throttling.md) ---

/** The window of every login counter. */
export const LOGIN_WINDOW_MINUTES = 15

/** Attempts for one account from one address: the attacker's own budget, the owner elsewhere unaffected. */
export const LOGIN_ATTEMPTS_PER_ACCOUNT_AND_IP = 10

/** Attempts for one account from all addresses together, for browsers the account does not know. */
export const LOGIN_ATTEMPTS_PER_ACCOUNT = 50

/** Attempts from one address across all accounts, for browsers the account does not know. */
export const LOGIN_ATTEMPTS_PER_IP = 50

/** Attempts through one known-device cookie (a stolen cookie must not give unlimited guesses). */
export const LOGIN_ATTEMPTS_PER_KNOWN_DEVICE = 10

/** How long a browser stays known to an account after a successful login there. */
export const KNOWN_DEVICE_DAYS = 180

// --- Request sizes (docs/security.md (the API)) ---

/** A form's body when the form names no larger limit: login, quick reply (2,000 characters), reports. */
export const FORM_BODY_MAX_BYTES = 64 * 1024

/**
 * A request's headers and body must arrive within this time, else 408 and the connection closes
 * (slow or stalled uploads hold a connection; a 241 KB post needs 30 s only below 64 kbit/s).
 */
export const REQUEST_TIMEOUT_MS = 30_000

/**
 * Worst case of one character in a URL-encoded form body: a UTF-16 unit of the BMP is up to three
 * UTF-8 bytes, each sent as `%XX`. (Astral characters are two units for four bytes: less per unit.)
 */
export const URLENCODED_BYTES_PER_CHARACTER = 9

/**
 * POST /graphql: queries are a few KB (the largest in graphql/operations is under 2 KB); 128 KB
 * leaves room for a mutation carrying one post's 20,000 characters as JSON (up to 60 KB in UTF-8).
 */
export const GRAPHQL_BODY_MAX_BYTES = 128 * 1024

/**
 * A GraphQL document longer than this many tokens is refused before it is parsed into a tree
 * (the largest of graphql/operations has 181).
 */
export const GRAPHQL_MAX_TOKENS = 2_000

/**
 * All in-process operations of one request (WhoAmI, header data, the page's data …) together
 * may cost this many complexity points: a few times one operation's limit (QUERY_LIMITS).
 */
export const REQUEST_COMPLEXITY_BUDGET = 20_000

// --- What one client may ask of /graphql (decision 039-graphql-cost.md) ---
// The pool has 10 connections (src/db/database.ts). Fields that run queries of their own are
// costed in src/graphql/cost.ts (a search 50, similar threads 20, the rest 5); the pages run
// their operations in-process and are limited by none of the numbers below.

/**
 * Expensive-field cost one document may carry: two searches and a few small fields (the
 * largest document of graphql/operations costs 40). 120 aliased searches (6,000) are refused
 * before they run.
 */
export const GRAPHQL_DOCUMENT_EXPENSIVE_COST_MAX = 120

/** Expensive resolvers of one /graphql request run one after another: one connection at a time. */
export const GRAPHQL_EXPENSIVE_PER_REQUEST = 1

/**
 * Expensive resolvers of all /graphql requests of one process at once: two of the pool's ten
 * connections (a search runs up to three queries at once: six at worst), the rest stays for pages.
 */
export const GRAPHQL_EXPENSIVE_CONCURRENCY = 2

/** Expensive resolvers waiting for one of those slots; one more answers 503 at once. */
export const GRAPHQL_EXPENSIVE_QUEUE_MAX = 40

/** Retry-After of that 503 (the queue empties within a second or two). */
export const GRAPHQL_BUSY_RETRY_AFTER_SECONDS = 5

/**
 * A client's points per process (members by member id, visitors by address): a token bucket of
 * this many points, refilled at GRAPHQL_RATE_POINTS_PER_SECOND. A request costs 1 plus its
 * document's expensive-field cost: about eleven searches at once, then one every 2.5 s; the
 * summary box polling every 1.5 s (6 points) uses a fifth of the refill.
 */
export const GRAPHQL_RATE_BURST_POINTS = 600
export const GRAPHQL_RATE_POINTS_PER_SECOND = 20

/**
 * A visitor who keeps sending after a 429 gets the next 429 after this delay (before the body
 * is read): a script waiting for its answers then sends one request a second per connection
 * instead of hundreds, and the server's event loop stays with the pages. Nothing is read or
 * computed meanwhile; the delay only holds the socket.
 */
export const GRAPHQL_SPENT_ANSWER_DELAY_MS = 1_000

/** Clients the rate limit remembers per process; the longest unused is forgotten first. */
export const GRAPHQL_RATE_MAX_CLIENTS = 50_000

// --- Flood control for replies and new threads (docs/security.md) ---
// Fixed windows in PostgreSQL (src/services/rate-limit.ts). A person typing answers rarely
// sends more than one reply in ten seconds; three are allowed (a quick "Danke" after a long
// answer, two tabs), a script posting 106 replies in half a second is not. The hourly cap leaves
// room for a lively evening in one thread while stopping a steady bot. Threads take longer to
// write: three in ten minutes covers a member splitting questions, twenty a day stops a spammer.
// Moderators and admins are exempt.

/** Replies per member in one 10-second window. */
export const REPLY_BURST_LIMIT = 3
export const REPLY_BURST_WINDOW_SECONDS = 10
/** Replies per member in one hour. */
export const REPLY_HOURLY_LIMIT = 30
/** New threads per member in one 10-minute window. */
export const THREAD_BURST_LIMIT = 3
export const THREAD_BURST_WINDOW_SECONDS = 10 * 60
/** New threads per member in one day. */
export const THREAD_DAILY_LIMIT = 20

// --- Drafts (docs/security.md) ---

/** A draft's extra form fields (board and vehicle ids today) as JSON: far more than they need. */
export const DRAFT_DATA_MAX_CHARS = 2_000
/**
 * Drafts one member keeps (one per form: new thread, and one per thread replied to). Saving
 * one more drops the member's oldest: autosave must never fail for the text being typed now.
 */
export const DRAFTS_PER_MEMBER_MAX = 50

// --- Attachments (decisions 024–027; docs/decisions/025-attachments.md) ---
// A file must arrive within REQUEST_TIMEOUT_MS (30 s) like every request: the largest video
// (30 MB) needs about 8 Mbit/s upstream. Pictures and documents of a car forum (photos,
// invoices, wiring diagrams, error logs) fit 10 MB; a recording of an engine noise fits 20 MB.

/** The largest file per kind of file, in bytes. */
export const UPLOAD_MAX_BYTES = {
  picture: 10 * 1024 * 1024,
  document: 10 * 1024 * 1024,
  audio: 20 * 1024 * 1024,
  video: 30 * 1024 * 1024,
} as const

/** Files one post may carry (pictures and attachments together). */
export const UPLOADS_PER_POST_MAX = 10

/** Files one member may upload in one day (a fixed 24-hour window of the rate-limit service). */
export const UPLOADS_PER_DAY = 100

/** Bytes one member may upload in one day: ten of the largest videos, or fifty full pictures. */
export const UPLOAD_BYTES_PER_DAY = 500 * 1024 * 1024

/** A picture with more pixels is refused before it is decoded (50 MP: more than any phone camera). */
export const UPLOAD_IMAGE_MAX_PIXELS = 50_000_000

/** Uploads not used in a post within this many hours are deleted with their files. */
export const UPLOAD_UNCLAIMED_HOURS = 24

/**
 * One upload request (the file input's files, or the new-thread form posted with its files
 * without JavaScript): the largest single file plus room for the multipart framing and the
 * form's other fields. With JavaScript every file is its own request.
 */
export const UPLOAD_REQUEST_MAX_BYTES = UPLOAD_MAX_BYTES.video + 1024 * 1024

// --- The editor (decisions 024–027) ---

/**
 * A post's text in the editor (new thread, full reply, an edit): far more than the quick reply's 2,000
 * (spec 001 §5), as a long answer with a quote and a log needs. The posting service checks it.
 */
export const POST_TEXT_MAX_LENGTH = 20_000

/**
 * spec 001 §9: "quote edit input debounced at 200 ms": the editor's preview follows the text
 * this long after the last keystroke.
 */
export const EDIT_INPUT_DEBOUNCE_MS = 200

// --- One's own profile and account (decisions 024–027, docs/decisions/027) ---

/** 'Über mich': room for a few paragraphs about oneself and one's cars, far below a post's length. */
export const ABOUT_ME_MAX_LENGTH = 3_000

/** spec 000 §5, §9: a custom user title requires MORE than this many posts (topics + replies). */
export const USER_TITLE_MIN_POSTS = 30

/** A user title is one short line under the name, like the role labels ('Fahrzeugdatenbank-Administrator'). */
export const USER_TITLE_MAX_LENGTH = 40

/** spec 000 §5: signatures should not be overly long; they stand under every post of the member. */
export const SIGNATURE_MAX_LENGTH = 300
export const SIGNATURE_MAX_LINES = 4
/** Links in one signature (a signature is no link collection: posting rules, 'Kein Spam'). */
export const SIGNATURE_MAX_LINKS = 2

/** An avatar file as uploaded (before it is cropped and re-encoded). */
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024
/** spec 000 §3, §5, §9: the avatar is cropped to 70 × 70 px; 140 and 280 serve dense screens and the profile. */
export const AVATAR_SIZE = 70
export const AVATAR_VARIANT_SIZES = [70, 140, 280] as const
/** Larger pictures are refused before they are decoded (a small file can unpack to gigapixels). */
export const AVATAR_MAX_INPUT_PIXELS = 50_000_000

/** A link confirming a new e-mail address stays valid this long. */
export const EMAIL_CHANGE_CONFIRM_HOURS = 24

// --- Editing posts, titles and pinning (decisions 024–027, docs/decisions/026-editing.md) ---

/**
 * spec 000 §3, §9: a member edits their own post for this long after sending it (the help's two
 * statements, 30 and 120 minutes, disagreed; decided for 120: one statement now, and every edit
 * is marked 'bearbeitet am …' and kept as a version). Moderators and admins edit without a window.
 */
export const OWN_POST_EDIT_WINDOW_MINUTES = 120

/** A thread's title (spec 000, board pages): 5 to 120 characters, white space collapsed. */
export const THREAD_TITLE_MIN_LENGTH = 5
export const THREAD_TITLE_MAX_LENGTH = 120

/** The optional reason an editor gives, kept with the version (e.g. 'Tippfehler'). */
export const EDIT_REASON_MAX_LENGTH = 200

/**
 * Flood control for edits (like replies, docs/security.md): correcting a typo twice in a minute is
 * normal, a script rewriting posts every second is not. Moderators and admins are exempt.
 */
export const EDIT_BURST_LIMIT = 10
export const EDIT_BURST_WINDOW_SECONDS = 10 * 60
/** Edits per member in one hour. */
export const EDIT_HOURLY_LIMIT = 30

/** decisions 028–031: a vehicle profile's engine line and text (the form and the server, decision 029). */
export const VEHICLE_ENGINE_MAX = 80
export const VEHICLE_DESCRIPTION_MAX = 2000
