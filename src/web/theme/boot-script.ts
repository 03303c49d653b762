import { BROWSER_MINIMUMS, BROWSER_SUPPORT_SOURCE } from '#domain/browsers.ts'
import { MODERATION_MODE_STORAGE_KEY, MODERATION_MODES } from '#domain/moderation-mode.ts'
import { DEFAULT_THEME_SETTING, THEME_SETTINGS, THEME_STORAGE_KEY } from '#domain/themes.ts'
import { WEBVIEW_PATTERN_SOURCE } from '#domain/webview.ts'

// The inline script in <head> that runs before the first paint (docs/decisions/010): it puts
// every state that lives in the browser onto <html> as classes, so the server-rendered page is
// drawn right the first time, with no flash:
//   theme-{light|dark|retro|retro-dark}  (spec 000 §4; the stored setting, or the default
//                                          'system' (decision 040), which follows the OS live)
//   webview                              (spec 000 §2.1: the apps' web views hide header and footer)
//   favorites-hidden                     (spec 000 §4: the favorites bar's stored hidden flag)
//   moderation-{moderate|view|hidden}    (spec 000 §4: the moderators' stored mode)
//   browser-unsupported                  (spec 000 §9: below the minimum versions)
//   js                                   (decisions 024–027: scripts run; controls that need them keep
//                                          their room from the first paint, e.g. the editor's toolbar)
// ES5 only: an outdated browser must still run it to learn that it is outdated.

export const FAVORITES_BAR_HIDDEN_KEY = 'mt-favorites-bar-hidden'

const settings = {
  themeKey: THEME_STORAGE_KEY,
  themes: THEME_SETTINGS,
  defaultTheme: DEFAULT_THEME_SETTING,
  favoritesKey: FAVORITES_BAR_HIDDEN_KEY,
  moderationKey: MODERATION_MODE_STORAGE_KEY,
  moderationModes: MODERATION_MODES.map((mode) => mode.value),
  webview: WEBVIEW_PATTERN_SOURCE,
  minimums: BROWSER_MINIMUMS,
}

export const BOOT_SCRIPT = `(function (d, w, s) {
  var html = d.documentElement;
  function read(key) {
    try { return w.localStorage.getItem(key); } catch (e) { return null; }
  }
  function add(name) {
    if ((' ' + html.className + ' ').indexOf(' ' + name + ' ') < 0) html.className = (html.className ? html.className + ' ' : '') + name;
  }
  add('js');
  var ua = (w.navigator && w.navigator.userAgent) || '';
  var webview = new RegExp(s.webview, 'i').test(ua);
  if (webview) add('webview');
  var setting = read(s.themeKey);
  if (s.themes.indexOf(setting) < 0) setting = s.defaultTheme;
  html.setAttribute('data-theme-setting', setting);
  var dark = w.matchMedia ? w.matchMedia('(prefers-color-scheme: dark)') : null;
  function applyTheme() {
    var chosen = html.getAttribute('data-theme-setting');
    var theme = chosen === 'system' ? (dark && dark.matches ? 'dark' : 'light') : chosen;
    var kept = [];
    var names = html.className ? html.className.split(/\\s+/) : [];
    for (var i = 0; i < names.length; i++) if (names[i] && names[i].indexOf('theme-') !== 0) kept.push(names[i]);
    kept.push('theme-' + theme);
    html.className = kept.join(' ');
    html.style.colorScheme = theme === 'dark' || theme === 'retro-dark' ? 'dark' : 'light';
  }
  applyTheme();
  if (dark) {
    var follow = function () { if (html.getAttribute('data-theme-setting') === 'system') applyTheme(); };
    if (dark.addEventListener) dark.addEventListener('change', follow); else if (dark.addListener) dark.addListener(follow);
  }
  if (read(s.favoritesKey) === 'true') add('favorites-hidden');
  var mode = read(s.moderationKey);
  add('moderation-' + (s.moderationModes.indexOf(mode) < 0 ? s.moderationModes[0] : mode));
  var support = (${BROWSER_SUPPORT_SOURCE})(ua, s.minimums);
  if (!support.supported) add('browser-unsupported');
})(document, window, ${JSON.stringify(settings)});`
