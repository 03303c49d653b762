import { DEFAULT_QUESTION_BOARD_ID } from './limits.ts'

// spec 000 §2.2, §7, spec 001 §7: 'Stell Deine Frage' posts a form to the create-thread address;
// logged out, it goes through the registration page with a success return to thread creation.

export const START_THREAD_PATH = '/forum/aktion/StartThread.html'

export function startThreadPath(boardId = DEFAULT_QUESTION_BOARD_ID): string {
  return `${START_THREAD_PATH}?boardId=${boardId}`
}

export const REGISTRATION_PATH = '/registration/registration.html'

export function startThreadAction(loggedIn: boolean, boardId = DEFAULT_QUESTION_BOARD_ID): string {
  if (loggedIn) return startThreadPath(boardId)
  return `${REGISTRATION_PATH}?${new URLSearchParams({ redirectAfterProcess: startThreadPath(boardId) })}`
}
