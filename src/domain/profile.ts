import {
  ABOUT_ME_MAX_LENGTH,
  AVATAR_VARIANT_SIZES,
  SIGNATURE_MAX_LENGTH,
  SIGNATURE_MAX_LINES,
  SIGNATURE_MAX_LINKS,
  USER_TITLE_MAX_LENGTH,
  USER_TITLE_MIN_POSTS,
} from './limits.ts'
import { type Block, type Inline, parseMarkup } from './markup.ts'
import { formatNumber } from './numbers.ts'

// One's own profile (spec 000 §3 help-described profile data, §5; docs/decisions/027):
// the rules of 'Über mich', the custom user title and the signature with the German messages a
// member reads, and where an avatar's files are. Pure: the settings form, the server's checks
// and the pages that show the texts all use these.

/** spec 000 §3: the username cannot be changed. */
export const USERNAME_FIXED = 'Der Benutzername kann nicht geändert werden.'

/**
 * spec 000 §5 as the posting rules word it (/info/beitragsregeln#signatur); the signature form
 * quotes it.
 */
export const SIGNATURE_RULE =
  'Deine Signatur steht unter jedem Deiner Beiträge. Sie darf nicht auf kommerzielle Angebote oder andere Foren verlinken und sollte nicht übermäßig lang sein.'

/** The posts a user title is counted against (spec 000 §5 'more than 30 posts'): topics and replies. */
export function postCount(member: { topicCount: number; replyCount: number }): number {
  return member.topicCount + member.replyCount
}

export function userTitleExplanation(posts: number): string {
  return `Einen eigenen Benutzertitel kannst Du vergeben, sobald Du mehr als ${USER_TITLE_MIN_POSTS} Beiträge geschrieben hast (bisher: ${formatNumber(posts)}).`
}

/** Line ends as the browser sends them (CRLF) become LF; blank lines before and blanks after the text go. */
export function normalizeProfileText(raw: string): string {
  return raw
    .replace(/\r\n?/g, '\n')
    .replace(/^(?:[ \t]*\n)+/, '')
    .trimEnd()
}

function tooLong(label: string, max: number, length: number): string {
  return `${label} darf höchstens ${formatNumber(max)} Zeichen lang sein (jetzt ${formatNumber(length)}).`
}

export function checkAboutMe(text: string): string | null {
  const value = normalizeProfileText(text)
  if (value.length > ABOUT_ME_MAX_LENGTH) return tooLong('„Über mich“', ABOUT_ME_MAX_LENGTH, value.length)
  return null
}

/** Titles that could be read as a role of the team (spec 001 §2 role labels; posting rules: no impersonation). */
const TEAM_WORDS =
  /(^|[^\p{L}])(admin|administrator(in)?|moderator(in)?|moderation|forenpat(e|in)|mt-werkstatt|motor-talk|motortalk|system-account|team)(?![\p{L}])/iu

export function checkUserTitle(raw: string): string | null {
  const title = raw.trim()
  if (title === '') return null
  if (title.length > USER_TITLE_MAX_LENGTH)
    return tooLong('Der Benutzertitel', USER_TITLE_MAX_LENGTH, title.length)
  // one line of plain text: no line breaks, no control or direction-override characters
  if (/[\p{Cc}\p{Cf}]/u.test(title))
    return 'Der Benutzertitel muss eine einzelne Zeile ohne Steuerzeichen sein.'
  if (/https?:\/\/|www\.|\[url/i.test(title)) return 'Der Benutzertitel darf keine Links enthalten.'
  if (TEAM_WORDS.test(title)) {
    return 'Dieser Benutzertitel ist nicht erlaubt: Er ließe sich mit einer Rolle unseres Teams verwechseln.'
  }
  return null
}

function countLinks(nodes: readonly Inline[]): number {
  let count = 0
  for (const node of nodes) {
    if (node.type === 'link') count += 1
    if ('children' in node) count += countLinks(node.children)
  }
  return count
}

/** spec 000 §5: short, inline formatting only ([b], [i], [url]), at most a few links. */
export function checkSignature(text: string): string | null {
  const value = normalizeProfileText(text)
  if (value.trim() === '') return null
  if (value.length > SIGNATURE_MAX_LENGTH) return tooLong('Die Signatur', SIGNATURE_MAX_LENGTH, value.length)
  const lines = value.split('\n').length
  if (lines > SIGNATURE_MAX_LINES) {
    return `Die Signatur darf höchstens ${SIGNATURE_MAX_LINES} Zeilen haben (jetzt ${lines}).`
  }
  const blocks = parseMarkup(value)
  if (blocks.some((block) => block.type !== 'paragraph')) {
    return 'In der Signatur sind nur Fett, Kursiv und Links möglich, keine Zitate, Listen oder Code.'
  }
  const links = countLinks(signatureInline(value))
  if (links > SIGNATURE_MAX_LINKS) {
    return `Die Signatur darf höchstens ${SIGNATURE_MAX_LINKS} Links enthalten (jetzt ${links}).`
  }
  return null
}

function blockInline(block: Block): Inline[] {
  if (block.type === 'paragraph') return block.children
  if (block.type === 'list')
    return block.items.flatMap((item, index) => (index > 0 ? [{ type: 'break' as const }, ...item] : item))
  if (block.type === 'code') return [{ type: 'text', value: block.text }]
  return block.children.flatMap(blockInline)
}

/**
 * A signature as inline nodes: its lines with their breaks, bold, italic and links. Quotes and
 * lists (refused when saved, but a signature may predate the rule) are reduced to their text.
 */
export function signatureInline(source: string): Inline[] {
  const nodes: Inline[] = []
  for (const block of parseMarkup(normalizeProfileText(source))) {
    if (nodes.length > 0) nodes.push({ type: 'break' })
    nodes.push(...blockInline(block))
  }
  return nodes
}

// --- Avatars (spec 000 §3, §5: 70 × 70 px) ---

const AVATAR_URL = /^\/uploads\/avatars\/([a-z0-9-]{1,64})\/(\d+)\.jpg$/

/** Where a stored avatar's variant is served (files under DATA_DIR/uploads/avatars/<key>/). */
export function avatarPath(key: string, size: number): string {
  return `/uploads/avatars/${key}/${size}.jpg`
}

/** The storage key of one of our avatars (users.avatar_url points to its 70 px file), else null. */
export function avatarKeyOf(avatarUrl: string | null | undefined): string | null {
  return AVATAR_URL.exec(avatarUrl ?? '')?.[1] ?? null
}

/** The srcset of an uploaded avatar (70, 140, 280 px); null for the default picture. */
export function avatarSrcSet(avatarUrl: string | null | undefined): string | null {
  const key = avatarKeyOf(avatarUrl)
  if (!key) return null
  return AVATAR_VARIANT_SIZES.map((size) => `${avatarPath(key, size)} ${size}w`).join(', ')
}
