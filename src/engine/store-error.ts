/** A call the store refused: the API's status, error code (schemas/wire/error-codes.ts) and details. */
export interface StoreError {
  status: number
  code: string
  message: string
  details?: unknown
}

/**
 * The refusal in `error`, if it is one. Read by shape: the engine knows the store's contract, not
 * the class its HTTP client throws.
 */
export function storeError(error: unknown): StoreError | undefined {
  if (!(error instanceof Error)) return undefined
  const { status, code } = error as Error & Partial<StoreError>
  return typeof status === 'number' && typeof code === 'string' ? (error as Error & StoreError) : undefined
}
