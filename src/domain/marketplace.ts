// decision 036: the marketplace's ads — kinds, limits and the German messages of the ad form, shared
// by the form and the service (browser-safe).

export const AD_KINDS = [
  { value: 'vehicle', label: 'Fahrzeuge' },
  { value: 'part', label: 'Teile & Zubehör' },
] as const
export type AdKind = (typeof AD_KINDS)[number]['value']

export function isAdKind(value: unknown): value is AdKind {
  return AD_KINDS.some((kind) => kind.value === value)
}

export const AD_TITLE_MIN = 5
export const AD_TITLE_MAX = 80
export const AD_TEXT_MIN = 20
export const AD_TEXT_MAX = 5_000
export const AD_PRICE_MAX = 10_000_000

/** What the form sends, as typed. */
export interface AdValues {
  kind: string
  title: string
  description: string
  price: string
  negotiable: boolean
  manufacturerId: string
  modelYear: string
  mileage: string
  postcode: string
  city: string
}

export type AdErrors = Partial<Record<keyof AdValues | 'form', string>>

export interface AdInput {
  kind: AdKind
  title: string
  description: string
  priceEuro: number
  negotiable: boolean
  manufacturerId: number | null
  modelYear: number | null
  mileageKm: number | null
  postcode: string
  city: string
}

const WHOLE = /^\d{1,9}$/

/** A whole number typed with or without thousands dots ('12.500'), or null when empty. */
function wholeNumber(text: string): number | null | 'invalid' {
  const plain = text.trim().replace(/\./g, '').replace(/\s/g, '').replace(/€$/, '')
  if (plain === '') return null
  return WHOLE.test(plain) ? Number(plain) : 'invalid'
}

/** The form's problems field by field, or the checked ad. */
export function parseAd(
  values: AdValues,
  thisYear: number,
): { ok: true; ad: AdInput } | { ok: false; errors: AdErrors } {
  const errors: AdErrors = {}
  if (!isAdKind(values.kind)) errors.kind = 'Bitte wähle, ob Du ein Fahrzeug oder Teile anbietest.'
  const title = values.title.trim()
  if (title.length < AD_TITLE_MIN || title.length > AD_TITLE_MAX)
    errors.title = `Der Titel muss ${AD_TITLE_MIN} bis ${AD_TITLE_MAX} Zeichen lang sein.`
  const description = values.description.trim()
  if (description.length < AD_TEXT_MIN)
    errors.description = `Bitte beschreib Dein Angebot mit mindestens ${AD_TEXT_MIN} Zeichen.`
  else if (description.length > AD_TEXT_MAX)
    errors.description = `Die Beschreibung darf höchstens ${AD_TEXT_MAX.toLocaleString('de-DE')} Zeichen lang sein.`
  const price = wholeNumber(values.price)
  if (price === null || price === 'invalid' || price > AD_PRICE_MAX)
    errors.price = 'Bitte gib einen Preis in ganzen Euro an (0 für „zu verschenken“).'
  const manufacturer = wholeNumber(values.manufacturerId)
  if (manufacturer === 'invalid') errors.manufacturerId = 'Bitte wähle eine Marke aus der Liste.'
  const year = wholeNumber(values.modelYear)
  if (year === 'invalid' || (year !== null && (year < 1886 || year > thisYear + 1)))
    errors.modelYear = `Bitte gib ein Baujahr zwischen 1886 und ${thisYear + 1} an.`
  const mileage = wholeNumber(values.mileage)
  if (mileage === 'invalid' || (mileage !== null && mileage > 5_000_000))
    errors.mileage = 'Bitte gib den Kilometerstand als Zahl an.'
  const postcode = values.postcode.trim()
  if (!/^\d{5}$/.test(postcode)) errors.postcode = 'Bitte gib eine fünfstellige Postleitzahl an.'
  const city = values.city.trim()
  if (city.length < 2 || city.length > 60) errors.city = 'Bitte gib den Ort an.'
  if (values.kind === 'vehicle' && manufacturer === null && !errors.manufacturerId)
    errors.manufacturerId = 'Bitte wähle die Marke des Fahrzeugs.'
  if (Object.keys(errors).length > 0) return { ok: false, errors }
  return {
    ok: true,
    ad: {
      kind: values.kind as AdKind,
      title,
      description,
      priceEuro: price as number,
      negotiable: values.negotiable,
      manufacturerId: manufacturer as number | null,
      modelYear: year as number | null,
      mileageKm: mileage as number | null,
      postcode,
      city,
    },
  }
}

/** '12.500 €' (and 'VB' when negotiable, 'Zu verschenken' at 0). */
export function formatPrice(euro: number, negotiable: boolean): string {
  if (euro === 0) return 'Zu verschenken'
  return `${euro.toLocaleString('de-DE')} €${negotiable ? ' VB' : ''}`
}

/** '128.000 km' */
export function formatKilometres(km: number): string {
  return `${km.toLocaleString('de-DE')} km`
}
