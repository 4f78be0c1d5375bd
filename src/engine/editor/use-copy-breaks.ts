import { useEffect, useState } from 'react'
import { bilingualPairs, type Pair, pairIssues } from '../../../schemas/copy-style/pairs.ts'
import type { Issue } from '../../../schemas/copy-style/rules.ts'
import type { PageBarProps } from '../editor-host-context.tsx'
import { registryKey, type Registry } from '../engine-context.tsx'

type Drawn = PageBarProps['blocks'][number]
export interface CopyBreak {
  path: Pair['path']
  issues: Issue[]
  slug: string
  block: Drawn['block']
}

/** How long the count may hold the main thread before the browser draws and answers input again. */
export const SLICE_MS = 8

/**
 * The page's fields that break the style guide (ARABIC.md), counted in slices of main thread
 * after the page is drawn. Home holds ~1,000 texts: linting them at once held the first drawing
 * of edit mode for ~0.4 s. Undefined until the first count is done; afterwards the last count
 * stays while a change is counted (the rules' answers are remembered, so that is quick).
 */
export function useCopyBreaks(blocks: PageBarProps['blocks'], registry: Registry): CopyBreak[] | undefined {
  const [breaks, setBreaks] = useState<CopyBreak[]>()
  useEffect(() => {
    const found: CopyBreak[] = []
    let b = 0
    let pairs: Pair[] = []
    let p = 0
    let timer: ReturnType<typeof setTimeout> | undefined
    const slice = () => {
      const end = performance.now() + SLICE_MS
      while (performance.now() < end) {
        if (p === pairs.length) {
          const drawn = blocks[b]
          if (!drawn) return setBreaks(found)
          const key = registryKey(registry, drawn.drawAs)
          const schema = key ? registry[key]?.schema : undefined
          pairs = schema ? bilingualPairs(schema, drawn.block.content) : []
          p = 0
          b++
          continue
        }
        const pair = pairs[p++] as Pair
        const drawn = blocks[b - 1] as Drawn
        const issues = pairIssues(pair, drawn.slug)
        if (issues.length > 0) found.push({ path: pair.path, issues, slug: drawn.slug, block: drawn.block })
      }
      timer = setTimeout(slice, 0)
    }
    slice()
    return () => clearTimeout(timer)
  }, [blocks, registry])
  return breaks
}
