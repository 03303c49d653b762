import { z } from 'zod'
import './zod-german.ts'
import { checkbox, idOrNull, sentText } from './form-fields.ts'

// A vehicle profile's form (spec 000 §3), server side (zod stays out of the browser).

import { VEHICLE_DESCRIPTION_MAX, VEHICLE_ENGINE_MAX } from './limits.ts'

const withoutNul = (value: string) => value.replaceAll('\u0000', '')
const id = (message: string) =>
  z
    .string()
    .trim()
    .transform((value) => (value === '' ? null : value))
    .pipe(
      z.union([
        z.null(),
        z
          .string()
          .regex(/^[1-9]\d{0,8}$/, message)
          .transform(Number),
      ]),
    )

export function vehicleInputSchema(now: Date) {
  const latest = now.getUTCFullYear() + 1
  return z.object({
    manufacturerId: id('Bitte wähle einen Hersteller.').refine(
      (value) => value !== null,
      'Bitte wähle einen Hersteller.',
    ),
    seriesId: id('Bitte wähle eine Baureihe aus der Liste.'),
    modelId: id('Bitte wähle ein Modell aus der Liste.'),
    buildYear: z
      .string()
      .trim()
      .transform((value) => (value === '' ? null : value))
      .pipe(
        z.union([
          z.null(),
          z
            .string()
            .regex(/^\d{4}$/, `Das Baujahr ist eine Jahreszahl zwischen 1885 und ${latest}.`)
            .transform(Number)
            .refine(
              (year) => year >= 1885 && year <= latest,
              `Das Baujahr ist eine Jahreszahl zwischen 1885 und ${latest}.`,
            ),
        ]),
      ),
    engine: z
      .string()
      .transform((value) => withoutNul(value).trim())
      .pipe(z.string().max(VEHICLE_ENGINE_MAX, `Der Motor hat höchstens ${VEHICLE_ENGINE_MAX} Zeichen.`)),
    description: z
      .string()
      .transform((value) => withoutNul(value).trim())
      .pipe(
        z
          .string()
          .max(
            VEHICLE_DESCRIPTION_MAX,
            `Die Beschreibung hat höchstens ${VEHICLE_DESCRIPTION_MAX.toLocaleString('de-DE')} Zeichen.`,
          ),
      ),
    isCurrent: z.boolean(),
  })
}
export type VehicleInput = z.infer<ReturnType<typeof vehicleInputSchema>>

/**
 * decision 042: the vehicle page's forms as the form parser reads them — a vehicle saved (no `id`:
 * a new one) or deleted. The fields stay as typed: `vehicleInputSchema` checks them in the use case,
 * and a refused form shows them again. `state` 'former' is a vehicle the member no longer drives.
 */
export const vehicleFormSchema = z.object({
  intent: sentText,
  id: idOrNull,
  manufacturerId: sentText,
  seriesId: sentText,
  modelId: sentText,
  buildYear: sentText,
  engine: sentText,
  description: sentText,
  state: sentText,
  picture: z.unknown(),
  removePicture: checkbox,
})
