// decision 036: members write tests of their vehicles — the review form's values, limits and German
// messages, shared by the form and the service (browser-safe). The rating is kept on the scale of
// 50 (spec 001 §3) and chosen as stars: 0.5 to 5 stars are 5 to 50.

export const TEST_TITLE_MIN = 5
export const TEST_TITLE_MAX = 120
export const TEST_TEXT_MIN = 200
export const TEST_TEXT_MAX = 30_000
export const TEST_POINTS_MAX = 8
export const TEST_POINT_MAX = 80
export const FUEL_CHOICES = [
  'Benzin',
  'Diesel',
  'Hybrid',
  'Elektro',
  'Autogas (LPG)',
  'Erdgas (CNG)',
] as const

/** The star choices: 5, 4.5 … 0.5 stars, kept as 50, 45 … 5. */
export const STAR_CHOICES = Array.from({ length: 10 }, (_, index) => {
  const rating = 50 - index * 5
  return { rating, label: `${(rating / 10).toLocaleString('de-DE')} Sterne` }
})

export interface MotortestValues {
  title: string
  vehicleId: string
  rating: string
  body: string
  pros: string
  cons: string
  powerPs: string
  mileage: string
  fuel: string
  commentsEnabled: boolean
}

export type MotortestErrors = Partial<Record<keyof MotortestValues | 'form', string>>

export interface MotortestInput {
  title: string
  /** the member's vehicle profile the test is about (null when editing: the vehicle stays) */
  vehicleId: number | null
  rating: number
  body: string
  pros: string[]
  cons: string[]
  powerPs: number | null
  mileageKm: number | null
  fuel: string | null
  commentsEnabled: boolean
}

function lines(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.replace(/^[-*•]\s*/, '').trim())
    .filter(Boolean)
}

function optionalWhole(text: string, max: number): number | null | 'invalid' {
  const plain = text.trim().replace(/\./g, '')
  if (plain === '') return null
  if (!/^\d{1,7}$/.test(plain)) return 'invalid'
  const value = Number(plain)
  return value <= max ? value : 'invalid'
}

/** The form's problems, or the checked test; an edited test keeps its vehicle (`needsVehicle` false). */
export function parseMotortest(
  values: MotortestValues,
  needsVehicle = true,
): { ok: true; test: MotortestInput } | { ok: false; errors: MotortestErrors } {
  const errors: MotortestErrors = {}
  const title = values.title.trim()
  if (title.length < TEST_TITLE_MIN || title.length > TEST_TITLE_MAX)
    errors.title = `Der Titel muss ${TEST_TITLE_MIN} bis ${TEST_TITLE_MAX} Zeichen lang sein.`
  const vehicleId = Number(values.vehicleId)
  if (needsVehicle && !(Number.isInteger(vehicleId) && vehicleId > 0))
    errors.vehicleId = 'Bitte wähle das Fahrzeug, das Du testest.'
  const rating = Number(values.rating)
  if (!STAR_CHOICES.some((choice) => choice.rating === rating)) errors.rating = 'Bitte vergib eine Bewertung.'
  const body = values.body.replace(/\r\n/g, '\n').trim()
  if (body.length < TEST_TEXT_MIN) errors.body = `Dein Test braucht mindestens ${TEST_TEXT_MIN} Zeichen Text.`
  else if (body.length > TEST_TEXT_MAX)
    errors.body = `Ein Test darf höchstens ${TEST_TEXT_MAX.toLocaleString('de-DE')} Zeichen lang sein.`
  const pros = lines(values.pros)
  const cons = lines(values.cons)
  for (const [key, points] of [
    ['pros', pros],
    ['cons', cons],
  ] as const) {
    if (points.length > TEST_POINTS_MAX)
      errors[key] = `Bitte höchstens ${TEST_POINTS_MAX} Punkte, einer pro Zeile.`
    else if (points.some((point) => point.length > TEST_POINT_MAX))
      errors[key] = `Ein Punkt darf höchstens ${TEST_POINT_MAX} Zeichen lang sein.`
  }
  const powerPs = optionalWhole(values.powerPs, 2000)
  if (powerPs === 'invalid' || powerPs === 0)
    errors.powerPs = 'Bitte gib die Leistung in PS an (1 bis 2.000).'
  const mileage = optionalWhole(values.mileage, 5_000_000)
  if (mileage === 'invalid') errors.mileage = 'Bitte gib den Kilometerstand als Zahl an.'
  const fuel = values.fuel.trim()
  if (fuel !== '' && !(FUEL_CHOICES as readonly string[]).includes(fuel))
    errors.fuel = 'Bitte wähle einen Kraftstoff aus der Liste.'
  if (Object.keys(errors).length > 0) return { ok: false, errors }
  return {
    ok: true,
    test: {
      title,
      vehicleId: needsVehicle ? vehicleId : null,
      rating,
      body,
      pros,
      cons,
      powerPs: powerPs as number | null,
      mileageKm: mileage as number | null,
      fuel: fuel || null,
      commentsEnabled: values.commentsEnabled,
    },
  }
}
