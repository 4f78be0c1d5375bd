export interface BlockData {
  id: string
  block_type: string
  order: number
  content: Record<string, unknown>
  version: number
}

export interface PageData {
  slug: string
  blocks: BlockData[]
}
