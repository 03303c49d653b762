import { expect, expectNoHorizontalScroll, logIn, open, test } from './support.ts'

// The header's counts (spec 000 §2.1): the bell for notifications and the envelope for private
// messages, each with its own name and count; staff get the moderation queue with its open cases
// (decision 021). All of it fits a 375 px phone.

test('@phone the header separates notifications from private messages; staff see the moderation queue', async ({
  page,
}) => {
  await logIn(page, 'demo-admin')
  await open(page, '/forum.html')
  const header = page.getByRole('banner')
  await expect(header.getByRole('button', { name: /^Benachrichtigungen/ })).toBeVisible()
  await expect(header.getByRole('button', { name: /^Private Nachrichten/ })).toBeVisible()
  await expect(header.getByRole('link', { name: /^Moderation/ })).toBeVisible()
  await header.getByRole('button', { name: /^Benachrichtigungen/ }).click()
  await expect(
    page
      .getByRole('region', { name: 'Benachrichtigungen' })
      .getByRole('link', { name: 'Alle Benachrichtigungen' }),
  ).toBeVisible()
  await expectNoHorizontalScroll(page)
})
