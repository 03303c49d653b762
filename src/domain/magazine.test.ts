import { expect, test } from 'vitest'
import { parseMagazineArticle, youtubeId } from './magazine.ts'
import { berlinLocalInput, fromBerlinLocalInput } from './time.ts'

// decision 036: the magazine editor's input — YouTube addresses, limits, planned publication in Berlin time.

test('a YouTube id from the id or any usual address; nothing else', () => {
  for (const text of [
    'dQw4w9WgXcQ',
    'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42',
    'https://youtu.be/dQw4w9WgXcQ',
    'https://m.youtube.com/shorts/dQw4w9WgXcQ',
    'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
  ])
    expect(youtubeId(text), text).toBe('dQw4w9WgXcQ')
  for (const text of [
    '',
    'kurz',
    'https://example.com/watch?v=dQw4w9WgXcQ',
    'javascript:alert(1)',
    'https://youtu.be/zu-kurz',
  ])
    expect(youtubeId(text), text).toBeNull()
})

test('publication times are read and written in Berlin time, summer time included', () => {
  expect(fromBerlinLocalInput('2026-07-01T12:00')?.toISOString()).toBe('2026-07-01T10:00:00.000Z')
  expect(fromBerlinLocalInput('2026-12-01T12:00')?.toISOString()).toBe('2026-12-01T11:00:00.000Z')
  expect(berlinLocalInput(new Date('2026-07-01T10:00:00Z'))).toBe('2026-07-01T12:00')
  for (const bad of ['', '2026-13-01T12:00', '2026-07-01 12:00', 'morgen'])
    expect(fromBerlinLocalInput(bad)).toBeNull()
})

test('an empty time publishes now; every field has its German message', () => {
  const now = new Date('2026-11-27T10:00:00Z')
  const ok = parseMagazineArticle(
    {
      kind: 'news',
      title: ' Euro 7 beschlossen ',
      teaser: 'Was die neue Norm   für Autofahrer bedeutet.',
      body: 'x'.repeat(60),
      pictureUrl: '/images/teaser/news-1.svg',
      video: '',
      boardId: '',
      publishAt: '',
    },
    now,
  )
  expect(ok.ok && ok.article).toMatchObject({
    title: 'Euro 7 beschlossen',
    teaser: 'Was die neue Norm für Autofahrer bedeutet.',
    publishAt: now,
    videoId: null,
    boardId: null,
  })
  const bad = parseMagazineArticle(
    {
      kind: 'blog',
      title: '',
      teaser: '',
      body: '',
      pictureUrl: '//evil.example/x.png',
      video: 'x',
      boardId: 'abc',
      publishAt: 'bald',
    },
    now,
  )
  expect(bad.ok).toBe(false)
  if (!bad.ok)
    expect(Object.keys(bad.errors).sort()).toEqual([
      'boardId',
      'body',
      'kind',
      'pictureUrl',
      'publishAt',
      'teaser',
      'title',
      'video',
    ])
})
