/** One block of a page's seed content, as the seed writes it. */
export interface SeedBlock {
  block_type: string
  order: number
  content: Record<string, unknown>
}
