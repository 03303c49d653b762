import { findOwnAccount } from '#db/users.ts'
import { canSetUserTitle, type Viewer } from '#domain/permissions.ts'
import { postCount } from '#domain/profile.ts'
import type { ClientMeta } from '../sessions.ts'
import { removeAvatar, setAvatar } from './avatar.ts'
import { confirmEmailChange, pendingEmailChange, requestEmailChange } from './change-email.ts'
import { changePassword } from './change-password.ts'
import type { ProfileDeps } from './deps.ts'
import { type ProfileTextsForm, updateProfile } from './update-profile.ts'

// One's own profile and account (decision 027): the use cases, bound to the process's database,
// uploads folder, mail queue and page cache, for the settings pages' actions.

export function createProfileService(deps: ProfileDeps) {
  return {
    /** What the settings pages show; null when the member is no longer active. */
    async settingsOf(viewer: Viewer) {
      const account = await findOwnAccount(deps.db, viewer.userId)
      if (!account) return null
      const member = { userId: account.id, topicCount: account.topic_count, replyCount: account.reply_count }
      return {
        username: account.username,
        displayName: account.display_name,
        slug: account.slug,
        email: account.email,
        avatarUrl: account.avatar_url,
        aboutMe: account.about_me,
        signature: account.signature,
        userTitle: account.user_title ?? '',
        posts: postCount(member),
        canSetUserTitle: canSetUserTitle(viewer, member),
        hiddenByModeration: account.profile_hidden_at !== null,
        pendingEmail: await pendingEmailChange(deps, account.id),
      }
    },
    updateProfile: (viewer: Viewer, input: ProfileTextsForm) => updateProfile(deps, viewer, input),
    setAvatar: (viewer: Viewer, file: { bytes: Uint8Array }) => setAvatar(deps, viewer, file),
    removeAvatar: (viewer: Viewer) => removeAvatar(deps, viewer),
    requestEmailChange: (
      viewer: Viewer,
      input: { email: string; currentPassword: string },
      meta: ClientMeta,
    ) => requestEmailChange(deps, viewer, input, meta),
    confirmEmailChange: (token: string) => confirmEmailChange(deps, token),
    changePassword: (
      viewer: Viewer,
      sessionToken: string | null,
      input: { currentPassword: string; newPassword: string; newPasswordRepeat: string },
      meta: ClientMeta,
    ) => changePassword(deps, viewer, sessionToken, input, meta),
  }
}

export type ProfileService = ReturnType<typeof createProfileService>
