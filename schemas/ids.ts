/** Short random ids for list items; works outside secure contexts where crypto.randomUUID is missing. */
export function newId(prefix = 'item'): string {
  const bytes = new Uint8Array(6)
  globalThis.crypto.getRandomValues(bytes)
  return `${prefix}-${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`
}

/** Ids are at most this long (the list-item id's limit). */
export const ID_MAX = 100

/**
 * spec §5: the id of a new story or post, made from its English title: lower case, trimmed,
 * each run of whitespace a hyphen, every non-word character removed, repeated hyphens collapsed
 * and hyphens at either end stripped ('  Saudi Grid: 40,000 learners! ' → 'saudi-grid-40000-learners').
 * Cut to ID_MAX characters. Empty when the title has no Latin letter or digit.
 */
export function idFromTitle(title: string): string {
  return title
    .toLowerCase()
    .trim()
    .replace(/\s+/g, '-')
    .replace(/[^\w-]+/g, '')
    .replace(/--+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, ID_MAX)
    .replace(/-+$/, '')
}
