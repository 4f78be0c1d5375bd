/** spec: `?filter=` takes blog or event; anything else means all. */
export const POST_FILTERS = ['blog', 'event'] as const
export type PostFilter = (typeof POST_FILTERS)[number] | 'all'

export function postFilterFrom(value: string | null): PostFilter {
  return (POST_FILTERS as readonly string[]).includes(value ?? '') ? (value as PostFilter) : 'all'
}
