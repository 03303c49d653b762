import { expect, test } from 'vitest'
import { startThreadAction } from './start-thread.ts'

test('members post straight to the create-thread address of board 1065', () => {
  expect(startThreadAction(true)).toBe('/forum/aktion/StartThread.html?boardId=1065')
})

test('visitors go through registration and return to thread creation', () => {
  const url = new URL(startThreadAction(false), 'http://x')
  expect(url.pathname).toBe('/registration/registration.html')
  expect(url.searchParams.get('redirectAfterProcess')).toBe('/forum/aktion/StartThread.html?boardId=1065')
})
