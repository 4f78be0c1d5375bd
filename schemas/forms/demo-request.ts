import * as z from 'zod/mini'
import { emailAddress, fullName, requiredPhone } from './rules.ts'

/** The demo-request form of the solution pages: spec §3 'Demo form data' and the rules of §5. */
export const demoRequestFormSchema = z.object({
  fullName: fullName(),
  email: emailAddress(),
  phone: requiredPhone(),
})

export type DemoRequestFormValues = z.input<typeof demoRequestFormSchema>

/** spec §4: the demo form marks all its fields as touched on a submit with errors. */
export const DEMO_TOUCHED_ON_SUBMIT = ['fullName', 'email', 'phone'] as const
