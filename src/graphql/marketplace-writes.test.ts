import { afterAll, beforeAll, expect, test } from 'vitest'
import type { Viewer } from '#domain/permissions.ts'
import type { Services } from '#services/services.ts'
import { createTestDatabase, type TestDatabase } from '#testing/db.ts'
import { runGraphQL } from '#testing/graphql.ts'
import { createMember } from '#testing/members.ts'
import { createTestServices } from '#testing/services.ts'

// decision 042: the marketplace's writes are mutations over the ad form's use cases — a visitor
// writes nothing, only the seller changes and ends an ad, the form's messages come back.

let database: TestDatabase
let services: Services
beforeAll(async () => {
  database = await createTestDatabase('demo')
  services = createTestServices(database.db)
})
afterAll(async () => {
  await database.drop()
})

function run(document: string, viewer: Viewer | null, variables: Record<string, unknown> = {}) {
  return runGraphQL(database.db, document, viewer, variables, { services, csrfVerified: viewer !== null })
}

const AD = {
  kind: 'part',
  title: 'Satz Winterreifen 16 Zoll',
  description: 'Vier Winterreifen auf Stahlfelgen, zwei Winter gefahren.',
  price: '250',
  postcode: '10115',
  city: 'Berlin',
}
const ARGS =
  '$kind: String!, $title: String!, $description: String!, $price: String!, $postcode: String!, $city: String!'
const FIELDS =
  'kind: $kind, title: $title, description: $description, price: $price, postcode: $postcode, city: $city'
const PLACE = `mutation(${ARGS}) { placeMarketplaceAd(${FIELDS}) }`
const EDIT = `mutation($id: Int!, ${ARGS}) { editMarketplaceAd(id: $id, ${FIELDS}) }`
const CLOSE = 'mutation($id: Int!) { closeMarketplaceAd(id: $id) }'

test('placeMarketplaceAd, editMarketplaceAd, closeMarketplaceAd: the seller alone; visitors and bad fields refused', async () => {
  const [seller, other] = [await createMember(database.db), await createMember(database.db)]
  const visitor = await run(PLACE, null, AD)
  expect(visitor.reasons[0]).toBe('LoginRequired')
  const short = await run(PLACE, seller, { ...AD, title: 'Rad' })
  expect(short.errors?.[0]?.message).toBe('Bitte prüfe deine Eingaben.')
  const placed = await run(PLACE, seller, AD)
  expect(placed.errors).toBeUndefined()
  const path = placed.data.placeMarketplaceAd as string
  const id = Number(/-(\d+)\.html$/.exec(path)?.[1])
  expect(path).toMatch(/^\/marktplatz\/satz-winterreifen-16-zoll-\d+\.html$/)

  const foreign = await run(EDIT, other, { id, ...AD, title: 'Fremde Änderung am Titel' })
  expect(foreign.errors?.[0]?.message).toBe('Nur der Verkäufer kann diese Anzeige ändern.')
  expect((await run(EDIT, null, { id, ...AD })).reasons[0]).toBe('LoginRequired')
  const edited = await run(EDIT, seller, { id, ...AD, price: '200' })
  expect(edited.errors).toBeUndefined()

  expect((await run(CLOSE, other, { id })).errors?.[0]?.message).toBe(
    'Nur der Verkäufer kann diese Anzeige beenden.',
  )
  expect((await run(CLOSE, null, { id })).reasons[0]).toBe('LoginRequired')
  const closed = await run(CLOSE, seller, { id })
  expect(closed.errors).toBeUndefined()
  const after = await run(EDIT, seller, { id, ...AD })
  expect(after.errors?.[0]?.message).toBe('Eine beendete Anzeige kann nicht mehr geändert werden.')
})
