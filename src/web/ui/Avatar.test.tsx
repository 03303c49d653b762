import { renderToStaticMarkup } from 'react-dom/server'
import { expect, test } from 'vitest'
import { Avatar, avatarHue, DEFAULT_AVATAR_PATH, initialsOf } from './Avatar.tsx'

test('a member without a picture gets their initials on a colour of their own, not the grey placeholder', () => {
  const html = renderToStaticMarkup(
    <Avatar url={DEFAULT_AVATAR_PATH} name="Kombi Held" userId={7} size={40} />,
  )
  expect(html).not.toContain('avatar-default.svg')
  expect(html).toContain('>KH<')
  expect(html).toContain(`hsl(${avatarHue(7)} 45% 30%)`)
  // neighbours differ visibly
  expect(Math.abs(avatarHue(7) - avatarHue(8))).toBeGreaterThan(30)
})

test('initials of one word, of several, of odd names', () => {
  expect(initialsOf('schrauber_jens')).toBe('SJ')
  expect(initialsOf('Golffahrer')).toBe('GO')
  expect(initialsOf('Ölwechsel-Ömer')).toBe('ÖÖ')
  expect(initialsOf('---')).toBe('?')
})

test('an uploaded picture stays the picture', () => {
  const html = renderToStaticMarkup(<Avatar url="/uploads/a/w70.jpg" name="X" userId={1} size={40} />)
  expect(html).toContain('src="/uploads/a/w70.jpg"')
})
