/** Short random ids for list items; works outside secure contexts where crypto.randomUUID is missing. */
export function newId(prefix = 'item'): string {
  const bytes = new Uint8Array(6)
  globalThis.crypto.getRandomValues(bytes)
  return `${prefix}-${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`
}
