import { findOwnAccount, replaceAvatarUrl } from '#db/users.ts'
import { AVATAR_MAX_BYTES, AVATAR_SIZE } from '#domain/limits.ts'
import type { Viewer } from '#domain/permissions.ts'
import { avatarKeyOf } from '#domain/profile.ts'
import { hit } from '../rate-limit.ts'
import { newAvatarKey, removeAvatarFiles, storeAvatar } from './avatar-files.ts'
import { ACCOUNT_GONE, PROFILE_RATE_RULES, type ProfileDeps, type Refusal, refuse } from './deps.ts'

// The avatar (spec 000 §3, §5): upload → checked by content, cropped to 70 × 70 px
// plus 140 and 280 for dense screens → users.avatar_url → the old files removed. Removing it
// brings back the default picture.

export const AVATAR_TEXTS = {
  missing: 'Bitte wähle ein Bild aus.',
  tooLarge: `Das Bild ist zu groß. Erlaubt sind höchstens ${AVATAR_MAX_BYTES / 1024 / 1024} MB.`,
  notAnImage: 'Bitte lade ein Bild im Format JPG, PNG, GIF oder WebP hoch.',
  tooSmall: `Das Bild muss mindestens ${AVATAR_SIZE} × ${AVATAR_SIZE} Pixel groß sein.`,
  limited:
    'Du hast in der letzten Stunde sehr oft ein Bild hochgeladen. Bitte versuche es später noch einmal.',
} as const

export async function setAvatar(
  deps: ProfileDeps,
  viewer: Viewer,
  file: { bytes: Uint8Array },
): Promise<{ ok: true; avatarUrl: string } | Refusal> {
  if (file.bytes.byteLength === 0)
    return refuse(400, 'parse', AVATAR_TEXTS.missing, { avatar: AVATAR_TEXTS.missing })
  if (file.bytes.byteLength > AVATAR_MAX_BYTES) {
    return refuse(413, 'limit', AVATAR_TEXTS.tooLarge, { avatar: AVATAR_TEXTS.tooLarge })
  }
  const account = await findOwnAccount(deps.db, viewer.userId)
  if (!account) return refuse(404, 'conflict', ACCOUNT_GONE)
  // counted before decoding: the decoding is what costs
  const now = deps.now?.() ?? new Date()
  if (!(await hit(deps.db, PROFILE_RATE_RULES.avatarUpload, `user:${account.id}`, now))) {
    return refuse(429, 'limit', AVATAR_TEXTS.limited)
  }
  const stored = await storeAvatar(deps.uploadsDir, newAvatarKey(account.id), file.bytes)
  if (stored === 'not-an-image')
    return refuse(400, 'parse', AVATAR_TEXTS.notAnImage, { avatar: AVATAR_TEXTS.notAnImage })
  if (stored === 'too-small')
    return refuse(400, 'parse', AVATAR_TEXTS.tooSmall, { avatar: AVATAR_TEXTS.tooSmall })
  let replaced: Awaited<ReturnType<typeof replaceAvatarUrl>>
  try {
    replaced = await replaceAvatarUrl(deps.db, account.id, stored.url)
  } catch (error) {
    await removeAvatarFiles(deps.uploadsDir, stored.key)
    throw error
  }
  if (!replaced) {
    await removeAvatarFiles(deps.uploadsDir, stored.key)
    return refuse(404, 'conflict', ACCOUNT_GONE)
  }
  await removeReplaced(deps, replaced.previous)
  deps.afterWrite?.()
  return { ok: true, avatarUrl: stored.url }
}

export async function removeAvatar(deps: ProfileDeps, viewer: Viewer): Promise<{ ok: true } | Refusal> {
  const replaced = await replaceAvatarUrl(deps.db, viewer.userId, null)
  if (!replaced) return refuse(404, 'conflict', ACCOUNT_GONE)
  await removeReplaced(deps, replaced.previous)
  if (replaced.previous !== null) deps.afterWrite?.()
  return { ok: true }
}

/** The files of the avatar an update replaced (none for the default picture). */
async function removeReplaced(deps: ProfileDeps, previousUrl: string | null): Promise<void> {
  const key = avatarKeyOf(previousUrl)
  if (key) await removeAvatarFiles(deps.uploadsDir, key)
}
