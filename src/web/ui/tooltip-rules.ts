// spec 001 §8: a tooltip on a non-interactive element and a long press on an unsupported
// element are usage errors: the tooltip still works as far as it can, and the mistake is logged
// for the developer.

/** What the rules need to know about the trigger element. */
export interface TriggerFacts {
  tag: string
  hasHref: boolean
  tabIndex: string | null
  editable: boolean
}

export function triggerFacts(element: Element): TriggerFacts {
  return {
    tag: element.tagName.toLowerCase(),
    hasHref: element.hasAttribute('href'),
    tabIndex: element.getAttribute('tabindex'),
    editable: element.getAttribute('contenteditable') === 'true',
  }
}

const FOCUSABLE_TAGS = ['button', 'input', 'select', 'textarea', 'summary']

export function tooltipUsageError(facts: TriggerFacts): string | null {
  const interactive =
    FOCUSABLE_TAGS.includes(facts.tag) ||
    (facts.tag === 'a' && facts.hasHref) ||
    (facts.tabIndex !== null && facts.tabIndex !== '-1')
  return interactive
    ? null
    : `Tooltip usage error: <${facts.tag}> is not interactive; keyboard and screen-reader users cannot reach the tooltip. Use a button or a link.`
}

/** Links and text fields have a long press of their own (link menu, text selection). */
export function longPressUsageError(facts: TriggerFacts): string | null {
  const own =
    (facts.tag === 'a' && facts.hasHref) ||
    ['input', 'textarea', 'select'].includes(facts.tag) ||
    facts.editable
  return own
    ? `Tooltip usage error: long press is not supported on <${facts.tag}>; the browser uses it itself.`
    : null
}
