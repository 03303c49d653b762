// spec 000 §2.1, spec 001 §9: the Android and Apple apps embed the site in a web view and mark
// their user agent; in that mode the site hides its header and footer (the app has its own).
// Our apps append `MotorTalkApp/Android <version>` or `MotorTalkApp/iOS <version>`
// (docs/decisions/010-frame-state-classes.md). Generic in-app browsers (Facebook, Instagram)
// are not ours and keep the full frame.

export const WEBVIEW_USER_AGENT_MARKERS = ['MotorTalkApp/Android', 'MotorTalkApp/iOS'] as const

/** Source of a RegExp that finds any marker (shared with the inline boot script). */
export const WEBVIEW_PATTERN_SOURCE = WEBVIEW_USER_AGENT_MARKERS.map((marker) =>
  marker.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&'),
).join('|')

export function isWebviewUserAgent(userAgent: string | null | undefined): boolean {
  return new RegExp(WEBVIEW_PATTERN_SOURCE, 'i').test(userAgent ?? '')
}
