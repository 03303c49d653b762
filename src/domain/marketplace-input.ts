import { z } from 'zod'
import './zod-german.ts'
import { checkbox } from './form-fields.ts'
import { formText } from './section-input.ts'

// decision 042: the ad form (decision 036) as a zod schema, shared by the form and the GraphQL
// mutations. The fields stay text as typed ('12.500' for a price): the use case checks them with
// parseAd after its policies, so who may not place an ad learns that first, as the form answered.

export const AdSchema = z.object({
  kind: formText,
  title: formText,
  description: formText,
  price: formText,
  negotiable: checkbox,
  manufacturerId: formText,
  modelYear: formText,
  mileage: formText,
  postcode: formText,
  city: formText,
})
