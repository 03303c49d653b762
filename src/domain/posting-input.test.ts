import { expect, test } from 'vitest'
import { id } from './form-fields.ts'
import { bestAnswerFormSchema, followFormSchema, startThreadFormSchema } from './posting-input.ts'

// decision 042: the forum's forms read through their schemas as the actions read them before —
// an id that may come from the address reads as null when absent or broken (spec 001 §5).

test('ids that are no positive number up to 2147483647 read as absent; text fields as sent', () => {
  expect(bestAnswerFormSchema.parse({ threadId: '12', postId: '' })).toEqual({ threadId: 12, postId: null })
  expect(bestAnswerFormSchema.parse({ threadId: '2147483648', postId: '-3' })).toEqual({
    threadId: null,
    postId: null,
  })
  const started = startThreadFormSchema.parse({ title: ['  Zwei ', 'Titel'], text: new File([], 'x') })
  expect(started).toMatchObject({
    boardId: null,
    title: '  Zwei ',
    text: '',
    intent: '',
    manufacturerId: null,
  })
  expect(id().safeParse('2147483648').success).toBe(false)
  expect(id().parse('2147483647')).toBe(2147483647)
})

test('following: the target and the id must be valid; follow=0 stops following', () => {
  expect(followFormSchema.parse({ target: 'board', id: '7', follow: '0' })).toEqual({
    target: 'board',
    id: 7,
    follow: false,
    returnTo: '',
  })
  expect(followFormSchema.parse({ target: 'thread', id: '7' }).follow).toBe(true)
  expect(followFormSchema.safeParse({ target: 'forum', id: '7' }).success).toBe(false)
  expect(followFormSchema.safeParse({ target: 'thread', id: 'x' }).success).toBe(false)
})
