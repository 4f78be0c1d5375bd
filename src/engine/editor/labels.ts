/** 'backgroundImage' → 'Background image', 'text_before' → 'Text before'. */
export function humanize(key: string | number): string {
  if (typeof key === 'number') return `#${key + 1}`
  const words = key
    .replace(/_/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .trim()
  return words.charAt(0).toUpperCase() + words.slice(1)
}
