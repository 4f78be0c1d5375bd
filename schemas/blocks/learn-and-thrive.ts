import * as z from 'zod/mini'
import { image, localized, localizedLine } from '../fields.ts'

export const learnAndThriveSchema = z.object({
  title: localizedLine(),
  descriptionLeft: localized(),
  descriptionRight: localized(),
  image: image(),
})
