import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import type { ServerBuild } from 'react-router'
import { beforeAll, expect, test } from 'vitest'
import { schema } from './schema.ts'

// decision 042: every write the web makes is also a GraphQL mutation over the same use case, so
// the apps' API is the web's. This lists every route module that takes a form (an `action`) beside
// the mutations that do the same. A new form action fails here until it is listed: with its
// mutations, or as a step of a flow that is not a write of content (login, confirmations). No
// write waits for its mutation any more (the staff's magazine editor was the last), so a new form
// comes with its mutation.

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')

/** Route id → the mutations that make the same writes. */
const MUTATIONS: Record<string, readonly string[]> = {
  'routes/messages/conversation': [
    'replyToPrivateConversation',
    'deletePrivateConversation',
    'deletePrivateMessage',
    'withdrawPrivateMessage',
    'moveMessageToFolder',
  ],
  'routes/messages/create': ['sendPrivateMessage'],
  'routes/mark-all-read': ['markAllRead'],
  'routes/post-jump': ['toggleThumbsUp'],
  'routes/start-thread': ['createThread'],
  'routes/quick-post': ['createReply'],
  'routes/reply': ['createReply'],
  'routes/best-answer': ['setBestAnswer'],
  'routes/compress-thread': ['compressThread'],
  'routes/edit-post': ['editPost'],
  'routes/edit-thread': ['editThreadTitle', 'setThreadSticky'],
  'routes/report': ['createNotice'],
  'ad-new': ['placeMarketplaceAd'],
  'ad-edit': ['editMarketplaceAd'],
  // contacting the seller is a link to routes/messages/create (sendPrivateMessage)
  'routes/marketplace-ad': ['closeMarketplaceAd'],
  'routes/moderation/case': [
    'decideNotice',
    'decideComplaint',
    'restrictMember',
    'warnMember',
    'liftRestriction',
  ],
  'routes/moderation/action': ['moderateContent'],
  'routes/cockpit/report': ['fileComplaint'],
  'routes/messages/list': ['createMessageFolder', 'renameMessageFolder', 'deleteMessageFolder'],
  'routes/messages/ignore': ['ignoreMember', 'unignoreMember'],
  'routes/subscribe': ['follow'],
  'routes/notifications/list': ['markNotificationsRead'],
  'routes/vote': ['votePoll'],
  'routes/add-poll': ['addPoll'],
  'blog-create': ['createBlogArticle'],
  'blog-edit': ['editBlogArticle', 'deleteBlogArticle'],
  'test-create': ['createMotortest'],
  'test-edit': ['editMotortest'],
  'routes/blog-article': ['commentOnBlogArticle', 'deleteSectionComment', 'rateBlogArticle'],
  'routes/motortest': ['commentOnMotortest', 'deleteSectionComment'],
  'routes/member/friends': ['addBuddy', 'removeBuddy'],
  'routes/settings/notifications': ['saveNotificationSettings'],
  'routes/settings/profile': ['updateProfileTexts'],
  // the vehicle's picture only through the web's upload for now
  'routes/member/vehicles': ['addVehicleProfile', 'editVehicleProfile', 'removeVehicleProfile'],
  'routes/admin/switches': ['setFeatureSwitch'],
  'routes/admin/boards': ['createBoard', 'editBoard', 'setBoardOpen'],
  // restricting a member is the moderation's use case and mutation (also listed for its case page)
  'routes/admin/members': ['grantRole', 'revokeRole', 'deleteMember', 'restrictMember', 'liftRestriction'],
  'routes/admin/announcements': ['createAnnouncement', 'endAnnouncement'],
  'routes/admin/magazine-edit': ['createMagazineArticle', 'editMagazineArticle', 'deleteMagazineArticle'],
  registration: ['register'],
  'registration-legacy': ['register'],
  'routes/password-forgotten': ['requestPasswordReset'],
  'routes/settings': ['setNewsletterSubscription'],
  'routes/newsletter': ['subscribeNewsletter'],
  'routes/account-cancel': ['cancelAccount'],
  'routes/settings/email': ['changeEmail'],
  'routes/settings/password': ['changePassword'],
  'routes/contact': ['sendContactMessage'],
  // removing only: a new picture is sent as the form's file with the write (setAvatar takes the
  // bytes), and an id from routes/upload is an attachment upload the avatar cannot take yet
  'routes/settings/avatar': ['removeAvatar'],
}

/** Steps of a browser flow, not writes an app makes through the API (it has its own sign-in). */
const BROWSER_FLOW: Record<string, string> = {
  login: 'the sign-in form (sessions and cookies)',
  'login-legacy': 'the spec’s legacy sign-in address',
  'routes/logout': 'ends the browser session',
  'routes/registration-confirm': 'the link in the confirmation mail',
  'routes/password-reset': 'the link in the reset mail',
  'routes/newsletter-confirm': 'the link in the newsletter mail',
  'routes/email-confirm': 'the link in the address-change mail',
  'routes/account-withdraw': 'the link in the cancellation mail',
  'routes/unsubscribe': 'the one-click link in a notification mail',
  'routes/draft': 'the editor’s autosave of the browser',
  'routes/upload': 'the browser’s upload step of a form (an app sends files with its write)',
  'routes/settings/push': 'the browser’s web-push subscription',
  'routes/info/unknown': 'refuses a POST to an address that takes none',
  'routes/not-found': 'refuses a POST to an address that does not exist',
}

let build: ServerBuild
beforeAll(async () => {
  build = await import(pathToFileURL(path.join(root, 'build/server/index.js')).href)
})

test('every form action of the web is listed: with its mutations or as a browser step', () => {
  const actions = Object.values(build.routes)
    .filter((route) => route?.module.action != null)
    .map((route) => route?.id ?? '')
  const unlisted = actions.filter((id) => !(id in MUTATIONS || id in BROWSER_FLOW))
  expect(unlisted).toEqual([])
  // and nothing is listed that is no form action (a stale entry hides a gap)
  const listed = [...Object.keys(MUTATIONS), ...Object.keys(BROWSER_FLOW)]
  expect(listed.filter((id) => !actions.includes(id))).toEqual([])
})

test('the listed mutations exist, and every mutation stands beside a web write', () => {
  const mutations = Object.keys(schema.getMutationType()?.getFields() ?? {})
  const named = Object.values(MUTATIONS).flat()
  expect(named.filter((name) => !mutations.includes(name))).toEqual([])
  // mutations only the apps need (reading happens there without a form)
  const appOnly = ['markPrivateConversationRead']
  expect(mutations.filter((name) => !named.includes(name) && !appOnly.includes(name))).toEqual([])
})
