/**
 * Every `error.code` the API answers with. Plain data, so the client can branch on a code for
 * the price of this list; the error schema (error.ts) is built from it.
 */
export const ERROR_CODES = [
  'BAD_REQUEST',
  'INVALID_SLUG',
  'INVALID_CONTENT',
  'INVALID_PATCH',
  'PATCH_TEST_FAILED',
  'UNKNOWN_BLOCK_TYPE',
  'PAGE_NOT_FOUND',
  'BLOCK_NOT_FOUND',
  'ITEM_NOT_FOUND',
  'REVISION_NOT_FOUND',
  'NOT_FOUND',
  'STALE_VERSION',
  'ORDER_TAKEN',
  'ORDER_UNUSED',
  'NOT_A_LIST',
  'INVALID_SCHEDULE',
  'UPLOAD_IN_USE',
  'PREVIEW_NOT_FOUND',
  'PREVIEW_EXPIRED',
  'UNAUTHORIZED',
  'INVALID_CREDENTIALS',
  'INVALID_REFRESH_TOKEN',
  'WEAK_PASSWORD',
  'EMAIL_TAKEN',
  'FORBIDDEN',
  'TRANSLATION_ONLY',
  'LAST_ADMINISTRATOR',
  'PERSON_NOT_FOUND',
  'LINK_NOT_FOUND',
  'LINK_USED',
  'LINK_EXPIRED',
  'RATE_LIMITED',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'HEADERS_TOO_LARGE',
  'REQUEST_TIMEOUT',
  'EXPECTATION_FAILED',
  'METHOD_NOT_ALLOWED',
  'DATABASE_UNAVAILABLE',
  'STORAGE_UNAVAILABLE',
  'INTERNAL',
] as const

export type ErrorCode = (typeof ERROR_CODES)[number]

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && (ERROR_CODES as readonly string[]).includes(value)
}
