/** JSON for a <script> element: '<' escaped, so no text can close the script. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
}

/** schema.org structured data (JSON-LD) for search engines. */
export function StructuredData({ data }: { data: Record<string, unknown> }) {
  return (
    <script
      type="application/ld+json"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: scriptJson escapes "<", so the JSON cannot end the script
      dangerouslySetInnerHTML={{ __html: scriptJson(data) }}
    />
  )
}
