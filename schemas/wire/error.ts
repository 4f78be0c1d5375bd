import * as z from 'zod/mini'
import { ERROR_CODES } from './error-codes.ts'

/** One problem with a request: where (a path into the body, params or content) and what. */
export const issueDto = z.object({ path: z.array(z.string()), message: z.string() })

/**
 * Every error answer: `{ error: { code, message, details?, requestId } }`. `details` is a list of
 * issues for validation errors, or `{ current }` (the stored block) for a stale write.
 */
export const errorDto = z.object({
  error: z.object({
    code: z.enum(ERROR_CODES),
    message: z.string(),
    details: z.optional(z.unknown()),
    /** The id the server's log line for this request carries. */
    requestId: z.optional(z.string()),
  }),
})

export type ErrorDto = z.output<typeof errorDto>
export type IssueDto = z.output<typeof issueDto>
