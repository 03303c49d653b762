import { supportedBrowsersText } from '#domain/browsers.ts'

/**
 * Shown only to browsers below the minimums (spec 000 §9): the boot script marks them with
 * `browser-unsupported` on <html>. Inline styles: an old browser may not apply our stylesheet.
 */
export function BrowserNotice() {
  return (
    <div
      data-browser-notice
      role="note"
      style={{
        background: '#fff4ce',
        color: '#3d2e00',
        borderBottom: '2px solid #9a5b00',
        padding: '12px 16px',
        fontSize: '15px',
        lineHeight: 1.45,
      }}
    >
      <strong>Dein Browser wird nicht mehr unterstützt.</strong> Einige Funktionen stehen Dir deshalb nicht
      zur Verfügung. Bitte aktualisiere Deinen Browser oder verwende einen aktuellen:{' '}
      {supportedBrowsersText()}.
    </div>
  )
}
