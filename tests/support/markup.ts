// Reading server-rendered markup in component tests (there is no DOM in the unit tests):
// enough to follow the ids that tie a label, a control and its messages together.

/** The attributes of every element with this tag, in document order. */
export function elements(html: string, tag: string): Record<string, string>[] {
  const found: Record<string, string>[] = []
  for (const match of html.matchAll(new RegExp(`<${tag}\\b([^>]*)>`, 'g'))) {
    const attributes: Record<string, string> = {}
    for (const attribute of (match[1] ?? '').matchAll(/([\w-]+)(?:="([^"]*)")?/g)) {
      attributes[attribute[1] ?? ''] = attribute[2] ?? ''
    }
    found.push(attributes)
  }
  return found
}

/** The one element with this tag; fails the test when there is none or more. */
export function only(html: string, tag: string): Record<string, string> {
  const found = elements(html, tag)
  if (found.length !== 1) throw new Error(`expected one <${tag}>, found ${found.length} in ${html}`)
  return found[0] ?? {}
}

/** The text inside the element with this id. */
export function textOf(html: string, id: string): string {
  const match = html.match(new RegExp(`<(\\w+)[^>]*\\bid="${id}"[^>]*>(.*?)</\\1>`))
  return (match?.[2] ?? '').replace(/<[^>]+>/g, '')
}

/** Every id in the markup: a test asserts they are unique. */
export function allIds(html: string): string[] {
  return [...html.matchAll(/\bid="([^"]*)"/g)].map((match) => match[1] ?? '')
}
