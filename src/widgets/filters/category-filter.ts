/** spec §3: the option id that means 'no filter'. */
export const ALL_OPTIONS = 'all'

/** The option a query value names: one of `options`, else 'all' (no filter). */
export function chosenOption(value: string | null, options: readonly { id: string }[]): string {
  return value && options.some((o) => o.id === value) ? value : ALL_OPTIONS
}

/** Whether an item with these categories shows under the chosen options: it holds each one that is not 'all'. */
export function matchesOptions(categories: readonly string[], chosen: readonly string[]): boolean {
  return chosen.every((option) => option === ALL_OPTIONS || categories.includes(option))
}
