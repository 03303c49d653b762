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
