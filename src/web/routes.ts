import { index, type RouteConfig, route } from '@react-router/dev/routes'

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
  route('forum/aktion/MarkAllRead.html', 'routes/mark-all-read.tsx'),
  route('forum/aktion/PostJump.html', 'routes/post-jump.tsx'),
  route('forum/aktion/StartThread.html', 'routes/start-thread.tsx'),
  route('forum/aktion/Draft.html', 'routes/draft.tsx'),
  route('forum/aktion/QuickPost.html', 'routes/quick-post.tsx'),
  route('forum/aktion/BestAnswer.html', 'routes/best-answer.tsx'),
  route('forum/:file', 'routes/forum-page.tsx'),
  route('dev/mailbox', 'routes/dev-mailbox.tsx'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig
