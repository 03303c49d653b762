import { execute, parse } from 'graphql'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { POSTS_PER_PAGE } from '#domain/limits.ts'
import type { Viewer } from '#domain/permissions.ts'
import { variantForHost } from '#domain/variants.ts'
import { createTestDatabase, type TestDatabase } from '#testing/db.ts'
import { createContext } from './context.ts'
import { schema } from './schema.ts'

// decision 027: the fields of one's own profile as others read them — User.avatarSrcSet and
// profileData's userTitle, signature and personalInformation, on the profile and on a post's
// author — asked as a visitor, as another member, as the owner and as an admin, for a profile
// whose texts are visible and for one hidden by a moderation measure (decision 020).

const TEXTS = {
  about: 'MARKER-UEBER-MICH-4QX',
  signature: '[i]MARKER-SIGNATUR-4QX[/i]',
  title: 'MARKER-TITEL-4QX',
}

let database: TestDatabase
let owner: Viewer & { slug: string }
let other: Viewer
let admin: Viewer
let post: { id: number; threadId: number; page: number }
const variant = variantForHost('localhost')

beforeAll(async () => {
  database = await createTestDatabase('demo')
  const db = database.db
  const users = await db
    .selectFrom('users')
    .select(['id', 'username'])
    .where('username', 'in', ['demo-mitglied', 'demo-admin'])
    .execute()
  const idOf = (name: string) => users.find((user) => user.username === name)!.id
  other = { userId: idOf('demo-mitglied'), roleRelations: [] }
  admin = { userId: idOf('demo-admin'), roleRelations: [{ userRole: 'admin', relatedBoards: [] }] }
  // the owner: the author of a reply everyone may read (not one of the demo accounts)
  const row = await db
    .selectFrom('posts')
    .innerJoin('threads', 'threads.id', 'posts.thread_id')
    .innerJoin('users', 'users.id', 'posts.author_id')
    .select(['posts.id', 'posts.thread_id', 'posts.position', 'users.id as user_id', 'users.slug'])
    .where('posts.visibility', '=', 'Online')
    .where('posts.position', '>', 0)
    .where('threads.visibility', '=', 'Online')
    .where('threads.deleted_at', 'is', null)
    .where('users.is_anonymized', '=', false)
    .where('users.status', '=', 'active')
    .where('users.username', 'not like', 'demo-%')
    .orderBy('posts.id')
    .limit(1)
    .executeTakeFirstOrThrow()
  owner = { userId: row.user_id, slug: row.slug, roleRelations: [] }
  post = { id: row.id, threadId: row.thread_id, page: Math.floor(row.position / POSTS_PER_PAGE) }
  await db
    .updateTable('users')
    .set({
      about_me: TEXTS.about,
      signature: TEXTS.signature,
      user_title: TEXTS.title,
      avatar_url: `/uploads/avatars/${owner.userId}-00112233aabbccdd/70.jpg`,
    })
    .where('id', '=', owner.userId)
    .execute()
})
afterAll(() => database.drop())

const QUERY = parse(`
  query ($slug: String!, $threadId: Int!, $page: Int!) {
    users {
      bySlug(slug: $slug) {
        avatarUrl
        avatarSrcSet
        profileData { userTitle signature personalInformation isHiddenByModeration textsWithheld }
      }
    }
    threads {
      postList(threadId: $threadId, page: $page) {
        posts {
          id
          author {
            avatarSrcSet
            profileData { userTitle signature }
          }
        }
      }
    }
  }
`)

async function ask(viewer: Viewer | null) {
  const result = await execute({
    schema,
    document: QUERY,
    variableValues: { slug: owner.slug, threadId: post.threadId, page: post.page },
    contextValue: createContext({ db: database.db, viewer, variant }),
  })
  expect(result.errors).toBeUndefined()
  const data = result.data as {
    users: {
      bySlug: {
        avatarUrl: string
        avatarSrcSet: string | null
        profileData: {
          userTitle: string | null
          signature: string
          personalInformation: string
          isHiddenByModeration: boolean
          textsWithheld: boolean
        }
      }
    }
    threads: {
      postList: {
        posts: {
          id: number
          author: {
            avatarSrcSet: string | null
            profileData: { userTitle: string | null; signature: string }
          }
        }[]
      }
    }
  }
  const atPost = data.threads.postList.posts.find((candidate) => candidate.id === post.id)
  if (!atPost) throw new Error('the post is not on its page')
  return { users: data.users, posts: { byId: atPost } }
}

test('a visible profile: visitors read title, signature, Über mich and the avatar srcset, on the profile and at a post', async () => {
  const key = `${owner.userId}-00112233aabbccdd`
  const srcset = `/uploads/avatars/${key}/70.jpg 70w, /uploads/avatars/${key}/140.jpg 140w, /uploads/avatars/${key}/280.jpg 280w`
  for (const viewer of [null, other]) {
    const data = await ask(viewer)
    expect(data.users.bySlug).toEqual({
      avatarUrl: `/uploads/avatars/${key}/70.jpg`,
      avatarSrcSet: srcset,
      profileData: {
        userTitle: TEXTS.title,
        signature: TEXTS.signature,
        personalInformation: TEXTS.about,
        isHiddenByModeration: false,
        textsWithheld: false,
      },
    })
    expect(data.posts.byId.author).toEqual({
      avatarSrcSet: srcset,
      profileData: { userTitle: TEXTS.title, signature: TEXTS.signature },
    })
  }
})

test('a profile hidden by a measure: visitors and other members read none of its texts, at the profile or a post; owner and admins do', async () => {
  await database.db
    .updateTable('users')
    .set({ profile_hidden_at: new Date() })
    .where('id', '=', owner.userId)
    .execute()
  for (const viewer of [null, other]) {
    const data = await ask(viewer)
    expect(data.users.bySlug.profileData).toEqual({
      userTitle: null,
      signature: '',
      personalInformation: '',
      isHiddenByModeration: true,
      textsWithheld: true,
    })
    expect(data.posts.byId.author.profileData).toEqual({ userTitle: null, signature: '' })
    expect(JSON.stringify(data)).not.toContain('MARKER')
  }
  for (const viewer of [owner, admin]) {
    const data = await ask(viewer)
    expect(data.users.bySlug.profileData).toMatchObject({
      userTitle: TEXTS.title,
      signature: TEXTS.signature,
      personalInformation: TEXTS.about,
      textsWithheld: false,
    })
    expect(data.posts.byId.author.profileData).toEqual({ userTitle: TEXTS.title, signature: TEXTS.signature })
  }
})

test('the default picture has no srcset', async () => {
  await database.db.updateTable('users').set({ avatar_url: null }).where('id', '=', owner.userId).execute()
  const data = await ask(null)
  expect(data.users.bySlug.avatarUrl).toBe('/images/avatar-default.svg')
  expect(data.users.bySlug.avatarSrcSet).toBeNull()
  expect(data.posts.byId.author.avatarSrcSet).toBeNull()
})
