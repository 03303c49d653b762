import { findOwnAccount, updateProfileTexts } from '#db/users.ts'
import { canSetUserTitle, type Viewer } from '#domain/permissions.ts'
import { postCount, userTitleExplanation } from '#domain/profile.ts'
import { profileInputSchema } from '#domain/profile-input.ts'
import { parseRefusal } from '#domain/refusal.ts'
import { hit } from '../rate-limit.ts'
import {
  ACCOUNT_GONE,
  CHECK_INPUT,
  PROFILE_RATE_RULES,
  type ProfileDeps,
  type Refusal,
  refuse,
} from './deps.ts'

// Saving 'Über mich', the user title and the signature (spec 000 §3, §5):
// parse → authorise (canSetUserTitle) → limit → write → afterWrite (they show on the profile
// and under every post of the member, cached pages included).

export interface ProfileTextsForm {
  aboutMe: string
  signature: string
  /** Absent when the form did not send the field (disabled below the post count): unchanged. */
  userTitle?: string
}

export async function updateProfile(
  deps: ProfileDeps,
  viewer: Viewer,
  raw: ProfileTextsForm,
): Promise<{ ok: true; changed: boolean } | Refusal> {
  const parsed = profileInputSchema.safeParse(raw)
  if (!parsed.success) return parseRefusal(parsed.error, CHECK_INPUT)
  const input = parsed.data
  const account = await findOwnAccount(deps.db, viewer.userId)
  if (!account) return refuse(404, 'conflict', ACCOUNT_GONE)

  // '' clears the title (always allowed); the stored title sent back unchanged stays; a new
  // one needs more than 30 posts (spec 000 §5), checked here whatever the form showed
  let userTitle: string | null | undefined
  if (input.userTitle !== undefined && input.userTitle !== (account.user_title ?? '')) {
    const member = { userId: account.id, topicCount: account.topic_count, replyCount: account.reply_count }
    if (input.userTitle !== '' && !canSetUserTitle(viewer, member)) {
      const explanation = userTitleExplanation(postCount(member))
      return refuse(403, 'policy', explanation, { userTitle: explanation })
    }
    userTitle = input.userTitle === '' ? null : input.userTitle
  }
  if (
    userTitle === undefined &&
    input.aboutMe === account.about_me &&
    input.signature === account.signature
  ) {
    return { ok: true, changed: false }
  }

  const now = deps.now?.() ?? new Date()
  if (!(await hit(deps.db, PROFILE_RATE_RULES.profileUpdate, `user:${account.id}`, now))) {
    return refuse(
      429,
      'limit',
      'Du hast Dein Profil in der letzten Stunde sehr oft gespeichert. Bitte versuche es später noch einmal.',
    )
  }
  if (!(await updateProfileTexts(deps.db, account.id, { ...input, userTitle }))) {
    return refuse(404, 'conflict', ACCOUNT_GONE)
  }
  deps.afterWrite?.()
  return { ok: true, changed: true }
}
