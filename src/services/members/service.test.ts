import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, expect, test } from 'vitest'
import type { Viewer } from '#domain/permissions.ts'
import { createVehicle } from '#testing/content.ts'
import { createTestDatabase, type TestDatabase } from '#testing/db.ts'
import { createMember } from '#testing/members.ts'
import { hasLocation, photoWithLocation } from '#testing/sample-files.ts'
import { createEventBus } from '../events.ts'
import { createMemberService } from './service.ts'

// Buddies and friends (spec 000 §4) and vehicle profiles against a real database.

let database: TestDatabase
let uploadsDir: string
const members: Record<string, Viewer> = {}
const service = () => createMemberService({ db: database.db, events: createEventBus(), uploadsDir })
const m = (name: string) => members[name] as Viewer

beforeAll(async () => {
  database = await createTestDatabase('empty')
  uploadsDir = await mkdtemp(path.join(tmpdir(), 'member-service-'))
  for (const name of ['owner', 'a', 'b']) members[name] = await createMember(database.db)
  // a catalogue of two makers: a series of one does not fit the other
  await createVehicle(database.db)
  await createVehicle(database.db)
})
afterAll(async () => {
  await database.drop()
  await rm(uploadsDir, { recursive: true, force: true })
})

test('a one-sided add is a buddy, a mutual one friends; removing ends it on one side', async () => {
  const [a, b] = [m('a'), m('b')]
  expect(await service().relationTo(a, b.userId)).toBe('none')
  expect(await service().addBuddy(a, b.userId)).toEqual({ ok: true, state: 'buddy' })
  expect(await service().relationTo(b, a.userId)).toBe('fan')
  expect((await service().buddyLists(a.userId, true)).buddies.map((row) => row.id)).toContain(b.userId)
  expect((await service().buddyLists(a.userId, false)).buddies).toEqual([])
  expect(await service().addBuddy(b, a.userId)).toEqual({ ok: true, state: 'friend' })
  expect((await service().buddyLists(a.userId, false)).friends.map((row) => row.id)).toContain(b.userId)
  expect(await service().removeBuddy(b, a.userId)).toEqual({ ok: true, state: 'fan' })
  expect(await service().relationTo(a, b.userId)).toBe('buddy')
  expect(await service().addBuddy(a, a.userId)).toMatchObject({ ok: false, status: 400 })
  expect(await service().addBuddy(a, 999_999)).toMatchObject({ ok: false, status: 404 })
})

test('vehicles: catalogue checked, picture without location, only the owner edits or removes', async () => {
  const owner = m('owner')
  const tree = await service().vehicleCatalogue()
  const maker = tree.find((item) => item.series.length > 0)
  const series = maker?.series[0]
  const other = tree.find((item) => item.id !== maker?.id && item.series.length > 0)
  const form = {
    manufacturerId: String(maker?.id),
    seriesId: String(series?.id),
    modelId: '',
    buildYear: '2015',
    engine: '2.0 TDI',
    description: 'Familienauto.',
    isCurrent: true,
    picture: new Uint8Array(await photoWithLocation()),
  }
  const added = await service().addVehicle(owner, form)
  if (!added.ok) throw new Error(added.message)
  const [stored] = (await service().vehicles(owner.userId)).filter((row) => row.id === added.id)
  expect(stored).toMatchObject({ seriesId: series?.id, buildYear: 2015, isCurrent: true })
  const original = await readFile(path.join(uploadsDir, 'images', stored?.pictureKey ?? '', 'original.jpg'))
  expect(await hasLocation(original)).toBe(false)

  expect(
    await service().addVehicle(owner, { ...form, seriesId: String(other?.series[0]?.id), picture: null }),
  ).toMatchObject({
    ok: false,
    status: 400,
  })
  expect(await service().addVehicle(owner, { ...form, buildYear: '1700', picture: null })).toMatchObject({
    ok: false,
    status: 400,
    fieldErrors: { buildYear: expect.stringContaining('Baujahr') },
  })
  expect(await service().addVehicle(owner, { ...form, manufacturerId: '', picture: null })).toMatchObject({
    ok: false,
    status: 400,
  })
  expect(await service().editVehicle(m('a'), added.id, { ...form, picture: null })).toMatchObject({
    ok: false,
    status: 404,
  })
  expect(await service().removeVehicle(m('a'), added.id)).toMatchObject({
    ok: false,
    status: 404,
  })
  expect(
    await service().editVehicle(owner, added.id, { ...form, isCurrent: false, picture: null }),
  ).toMatchObject({
    ok: true,
  })
  expect((await service().vehicles(owner.userId)).find((row) => row.id === added.id)?.isCurrent).toBe(false)
  expect(await service().removeVehicle(owner, added.id)).toEqual({ ok: true })
  // the picture's files go with the vehicle
  await expect(
    readFile(path.join(uploadsDir, 'images', stored?.pictureKey ?? '', 'original.jpg')),
  ).rejects.toThrow()
})
