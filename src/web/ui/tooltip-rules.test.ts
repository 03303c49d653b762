import { expect, test } from 'vitest'
import { longPressUsageError, type TriggerFacts, tooltipUsageError } from './tooltip-rules.ts'

const facts = (tag: string, more: Partial<TriggerFacts> = {}): TriggerFacts => ({
  tag,
  hasHref: false,
  tabIndex: null,
  editable: false,
  ...more,
})

test('tooltips belong on interactive elements; anything else is logged as a usage error', () => {
  expect(tooltipUsageError(facts('button'))).toBeNull()
  expect(tooltipUsageError(facts('a', { hasHref: true }))).toBeNull()
  expect(tooltipUsageError(facts('span', { tabIndex: '0' }))).toBeNull()
  expect(tooltipUsageError(facts('span'))).toMatch(/^Tooltip usage error: <span> is not interactive/)
  expect(tooltipUsageError(facts('span', { tabIndex: '-1' }))).toMatch(/<span> is not interactive/)
  expect(tooltipUsageError(facts('a'))).toMatch(/<a> is not interactive/)
})

test('a long press on links and text fields is a usage error: the browser uses it itself', () => {
  expect(longPressUsageError(facts('button'))).toBeNull()
  expect(longPressUsageError(facts('a', { hasHref: true }))).toMatch(/long press is not supported on <a>/)
  expect(longPressUsageError(facts('input'))).toMatch(/<input>/)
  expect(longPressUsageError(facts('div', { editable: true, tabIndex: '0' }))).toMatch(/<div>/)
})
