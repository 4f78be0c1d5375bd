import { useQueries } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { PageLayout } from '../../page-layouts/types.ts'
import { pageQuery, usePage } from '../api/get-page.ts'
import type { BlockData } from '../api/types.ts'
import { BlockView } from './block-view.tsx'
import { useEditMode } from './edit-mode.ts'
import { useEditorHost } from './editor-host-context.tsx'

export function PageMessage({ children }: { children: ReactNode }) {
  return (
    <div className="page-message" role="status">
      {children}
    </div>
  )
}

interface Item {
  key: string
  slug: string
  order: number
  block: BlockData
  /** Blocks read from another page are edited in place but not moved or deleted from here. */
  foreign: boolean
}

/**
 * Renders a page from its layout: the page's blocks by order (less the unused ones), plus
 * blocks read from other pages at their layout positions. Knows no concrete block.
 */
export function PageRenderer({ layout }: { layout: PageLayout }) {
  const { t } = useTranslation()
  const editing = useEditMode()
  const host = useEditorHost()
  const page = usePage(layout.page)
  const sources = layout.sources ?? []
  const sourcePages = [...new Set(sources.map((s) => s.from.page))]
  const sourceResults = useQueries({ queries: sourcePages.map((slug) => pageQuery(slug)) })

  if (page.isPending) return <PageMessage>{t('Loading...')}</PageMessage>
  if (page.isError) return <PageMessage>{t('Failed to load page content.')}</PageMessage>

  const unused = new Set(layout.unused ?? [])
  const items: Item[] = page.data.blocks
    .filter((b) => !unused.has(b.order))
    .map((b) => ({ key: b.id, slug: layout.page, order: b.order, block: b, foreign: false }))
  for (const source of sources) {
    const data = sourceResults[sourcePages.indexOf(source.from.page)]?.data
    const block = data?.blocks.find((b) => b.order === source.from.order)
    if (block) items.push({ key: `${source.from.page}:${block.id}`, slug: source.from.page, order: source.order, block, foreign: true })
  }
  items.sort((a, b) => a.order - b.order)

  const Chrome = editing ? host?.BlockChrome : undefined
  const Tools = editing ? host?.PageTools : undefined
  const missing = layout.missing
  const lacksRequired = missing && !items.some((i) => i.block.block_type.toLowerCase() === missing.block)
  return (
    <>
      {lacksRequired ? (
        <PageMessage>{t(missing.message)}</PageMessage>
      ) : (
        items.length === 0 && <PageMessage>{t('No content found.')}</PageMessage>
      )}
      {items.map((item) => (
        <BlockView
          key={item.key}
          slug={item.slug}
          block={item.block}
          editing={editing}
          chrome={
            Chrome
              ? (ctx, body) => (
                  <Chrome ctx={ctx} slug={item.slug} block={item.block} siblings={page.data.blocks} movable={!item.foreign}>
                    {body}
                  </Chrome>
                )
              : undefined
          }
        />
      ))}
      {Tools && <Tools slug={layout.page} blocks={page.data.blocks} />}
    </>
  )
}
