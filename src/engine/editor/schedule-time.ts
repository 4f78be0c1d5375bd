/** The value a datetime-local input shows for a UTC moment: the same moment on the visitor's clock. */
export function toLocalInput(iso: string | undefined): string {
  if (!iso) return ''
  const d = new Date(iso)
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`
}

/** A datetime-local input's value (the visitor's clock) as the UTC moment the API stores; null when empty. */
export function fromLocalInput(value: string): string | null {
  if (!value) return null
  const d = new Date(value)
  return Number.isNaN(d.getTime()) ? null : d.toISOString()
}

/** The visitor's time zone by name ('Asia/Riyadh'), which the times are entered in. */
export const localZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone
