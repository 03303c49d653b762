import { index, layout, type RouteConfig, route } from '@react-router/dev/routes'

// spec 001 §2 route table (the parts built so far). Every route module is its own chunk that the
// browser loads when it navigates there (the lazy-loading rules are in ui/chunks.ts).
export default [
  index('routes/home.tsx'),
  route('forum.html', 'routes/forum-home.tsx'),
  // accounts (spec 000 §7, spec 001 §2)
  route('einloggen', 'routes/login.tsx', { id: 'login' }),
  route('login.html', 'routes/login.tsx', { id: 'login-legacy' }),
  route('logout.html', 'routes/logout.tsx'),
  route('registrieren', 'routes/registration.tsx', { id: 'registration' }),
  route('registration/registration.html', 'routes/registration.tsx', { id: 'registration-legacy' }),
  route('registrieren/bestaetigen', 'routes/registration-confirm.tsx'),
  route('passwort-vergessen', 'routes/password-forgotten.tsx'),
  route('passwort-zuruecksetzen', 'routes/password-reset.tsx'),
  route('newsletter/bestaetigen', 'routes/newsletter-confirm.tsx'),
  route('konto/kuendigung-zuruecknehmen', 'routes/account-withdraw.tsx'),
  route('cockpit.html', 'routes/cockpit.tsx'),
  route('cockpit/EinstellungenUebersicht.html', 'routes/settings.tsx'),
  route('cockpit/konto-kuendigen', 'routes/account-cancel.tsx'),
  // private messages and the ignore list (issue 15, docs/decisions/028)
  route('cockpit/pms/PrivateMessageList.html', 'routes/messages/list.tsx'),
  route('cockpit/pms/PrivateMessage.html', 'routes/messages/read.tsx'),
  route('cockpit/pms/CreateMessage.html', 'routes/messages/create.tsx'),
  route('cockpit/pms/datei/:copyId/:uploadId/:name', 'routes/messages/file.tsx'),
  route('cockpit/ignorierliste', 'routes/messages/ignore.tsx'),
  // one's own profile and account (issue 14, docs/decisions/027)
  route('cockpit/einstellungen/profil', 'routes/settings/profile.tsx'),
  route('cockpit/einstellungen/avatar', 'routes/settings/avatar.tsx'),
  route('cockpit/einstellungen/e-mail', 'routes/settings/email.tsx'),
  route('cockpit/einstellungen/passwort', 'routes/settings/password.tsx'),
  route('konto/e-mail-bestaetigen', 'routes/email-confirm.tsx'),
  // subscriptions and notifications (issue 15, docs/decisions/030)
  route('cockpit/einstellungen/benachrichtigungen', 'routes/settings/notifications.tsx'),
  route('cockpit/einstellungen/push', 'routes/settings/push.tsx'),
  route('cockpit/benachrichtigungen', 'routes/notifications/list.tsx'),
  route('cockpit/benachrichtigungen/:id', 'routes/notifications/open.tsx'),
  route('cockpit/abonnements', 'routes/notifications/subscriptions.tsx'),
  route('abmelden/:token', 'routes/unsubscribe.tsx'),
  route('forum/aktion/Subscribe.html', 'routes/subscribe.tsx'),
  route('forum/aktion/MarkAllRead.html', 'routes/mark-all-read.tsx'),
  route('forum/aktion/PostJump.html', 'routes/post-jump.tsx'),
  route('forum/aktion/StartThread.html', 'routes/start-thread.tsx'),
  route('forum/aktion/Draft.html', 'routes/draft.tsx'),
  // attachments (issue 14)
  route('forum/aktion/Upload.html', 'routes/upload.tsx'),
  route('forum/aktion/CompressThread.html', 'routes/compress-thread.tsx'),
  route('forum/aktion/QuickPost.html', 'routes/quick-post.tsx'),
  // the full reply with the editor (issue 14)
  route('forum/aktion/Reply.html', 'routes/reply.tsx'),
  route('forum/aktion/BestAnswer.html', 'routes/best-answer.tsx'),
  // editing (issue 14): own posts in the window, the moderation's edits, versions, titles and pins
  route('forum/aktion/EditPost.html', 'routes/edit-post.tsx'),
  route('forum/aktion/PostHistory.html', 'routes/post-history.tsx'),
  route('forum/aktion/EditThread.html', 'routes/edit-thread.tsx'),
  // search (issue 13, spec 000 §2.1)
  route('suche.html', 'routes/search.tsx'),
  route('forum/:file', 'routes/forum-page.tsx'),
  // reporting and moderation (spec 001 §2 /melden/{category}/*, issue 12)
  route('melden/:category/*', 'routes/report.tsx'),
  route('moderation', 'routes/moderation/queue.tsx'),
  route('moderation/fall/:noticeId', 'routes/moderation/case.tsx'),
  route('moderation/transparenz', 'routes/moderation/transparency.tsx'),
  route('moderation/aktion', 'routes/moderation/action.tsx'),
  route('cockpit/meldungen', 'routes/cockpit/reports.tsx'),
  route('cockpit/meldungen/:noticeId', 'routes/cockpit/report.tsx'),
  // public profile (spec 001 §2)
  // a blog article (issue 15: the favorites flyout and member blog lists link here; blogs: issue 19)
  route('team.html', 'routes/team.tsx'),
  route('app', 'routes/app-page.tsx'),
  route('inhalt/Contact.html', 'routes/contact.tsx'),
  route('newsletter', 'routes/newsletter.tsx'),
  route('blogs.html', 'routes/blogs.tsx', { id: 'blogs' }),
  route('blogs/aktion/BlogList.html', 'routes/blogs.tsx', { id: 'blogs-legacy' }),
  route('blogs/:file', 'routes/blog-article.tsx'),
  route('nutzer/:userSlug', 'routes/profile.tsx'),
  // a member's pages (issue 15): vehicles, blogs, friends
  route('nutzer/:userSlug/fzprofile', 'routes/member/vehicles.tsx'),
  route('nutzer/:userSlug/blogs', 'routes/member/blogs.tsx'),
  route('nutzer/:userSlug/friends', 'routes/member/friends.tsx'),
  route('mitglieder/aktion/UserDetails.html', 'routes/user-details.tsx'),
  // picture gallery (spec 000 §2.4): /bilder/{gallerySlug}/{pictureSlug}.html
  route('bilder/:gallerySlug/:pictureFile', 'routes/gallery.tsx'),
  route('bilder/:gallerySlug', 'routes/gallery-start.tsx'),
  route('bilder.html', 'routes/pictures.tsx'),
  route('dev/mailbox', 'routes/dev-mailbox.tsx'),
  route('out', 'routes/out.tsx'),
  route('consent', 'routes/consent.tsx'),
  route('rettungskarte', 'routes/rettungskarte.tsx'),
  route('foerdern', 'routes/foerdern.tsx'),
  layout('routes/info/layout.tsx', [
    route('info/werbung', 'routes/info/werbung.tsx'),
    route('info/beitragsregeln', 'routes/info/beitragsregeln.tsx'),
    route('info/cookies', 'routes/info/cookies.tsx'),
    route('info/datenschutz', 'routes/info/datenschutz.tsx'),
    route('info/hilfe', 'routes/info/hilfe.tsx'),
    route('info/impressum', 'routes/info/impressum.tsx'),
    route('info/presse', 'routes/info/presse.tsx'),
    route('info/nutzungsbasierte-online-werbung', 'routes/info/nutzungsbasierte-online-werbung.tsx'),
    route('info/utiq-verwalten', 'routes/info/utiq-verwalten.tsx'),
    route('info/nutzungsbedingungen', 'routes/info/nutzungsbedingungen.tsx'),
  ]),
  // spec 001 §2, §8: any other /info path is 404 InvalidPath
  route('info/*', 'routes/info/unknown.tsx'),
  // spec 001 §2: /404 always yields not found, like every path no route claims
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig
