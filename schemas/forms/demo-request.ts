import * as z from 'zod/mini'
import { emailAddress, fullName, requiredPhone } from './rules.ts'

/** The demo-request form of the solution pages: spec §3 'Demo form data' and the rules of §5. */
export const demoRequestSchema = z.object({
  fullName: fullName(),
  email: emailAddress(),
  phone: requiredPhone(),
})

export type DemoRequestValues = z.input<typeof demoRequestSchema>

/** spec §4: the demo form marks all its fields as touched on a submit with errors. */
export const DEMO_TOUCHED_ON_SUBMIT = ['fullName', 'email', 'phone'] as const
