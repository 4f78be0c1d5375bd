import type { ReactNode } from 'react'
import { useI18n } from '../i18n/translation.tsx'
import { type LayoutShape, layoutReads } from '../../page-layouts/layout-shape.ts'
import { withView } from './block-definition.ts'
import { blockLabel, BlockView } from './block-view.tsx'
import { composePage, type PlacedBlock } from './compose-page.ts'
import { useEditMode, useSeesDrafts } from './edit-mode.ts'
import { BlockFrame } from './block-frame.tsx'
import { useEditorHost } from './editor-host-context.tsx'
import { type Registry, registryKey, useRegistry } from './engine-context.tsx'
import { preloadBlocks } from './lazy-block.tsx'
import { type PageRead, usePageReads } from './page-reads.ts'

export function PageMessage({ children }: { children: ReactNode }) {
  return (
    <div className="page-message" role="status">
      {children}
    </div>
  )
}

/**
 * Starts loading the code of every block the layout draws, beside the page's data rather than
 * after it: a change of page then waits for one round trip, not two, and the blocks' code is
 * evaluated while the data is on its way. Loading is idempotent; a failed load shows where the
 * block renders (its error boundary), so it is not reported here.
 */
function preloadLayout(layout: LayoutShape, registry: Registry) {
  const slots = [...layout.blocks, ...(layout.sources ?? [])]
  const components = slots.map((slot) => {
    const key = registryKey(registry, slot.block)
    const def = key ? registry[key] : undefined
    return def && withView(def, slot.view).component
  })
  preloadBlocks(components).catch(() => undefined)
}

/** Renders a page from its layout (see composePage), with the registry the app provides. */
export function PageRenderer({ layout }: { layout: LayoutShape }) {
  const { t, i18n } = useI18n()
  const registry = useRegistry()
  const editMode = useEditMode()
  const seesDrafts = useSeesDrafts()
  const host = useEditorHost()
  const plan = layoutReads(layout)
  const reads = usePageReads(plan.reads, layout, registry, seesDrafts)
  const page = reads[plan.own] as PageRead
  // Edits start from whole pages only: until they are here, the page shows as visitors see it.
  const editing = editMode && reads.every((r) => r.whole)

  if (page.isPending) {
    preloadLayout(layout, registry)
    return <PageMessage>{t('Loading...')}</PageMessage>
  }
  if (page.isError) return <PageMessage>{t('Failed to load page content.')}</PageMessage>

  const placed = composePage(layout, page.data.blocks, (_, i) => reads[plan.sources[i] as number]?.data?.blocks)
  // Every block is framed from the first edit-mode render; the editor's bar comes with the whole pages and the editor's code.
  const BlockBar = editing ? host?.BlockBar : undefined
  const Tools = editing ? host?.PageTools : undefined
  const Bar = editing ? host?.PageBar : undefined
  const EmptySlot = editing ? host?.EmptySlot : undefined
  const movable = placed.flatMap((p) => (p.kind === 'block' && p.movable ? [p.block] : []))
  const visible = placed.filter((p) => p.kind === 'block' && !p.problem && registryKey(registry, p.drawAs))
  const missing = layout.missing
  const lacksRequired = missing && !visible.some((p) => p.kind === 'block' && p.drawAs === missing.block)
  const labelOf = (key: string) => blockLabel(registry[key], i18n.language, key)

  const drawn = placed.flatMap((p) =>
    p.kind === 'block' && !p.problem
      ? [p, ...(p.inner && !p.inner.problem ? [p.inner] : [])].map((d) => ({ slug: d.slug, block: d.block, drawAs: d.drawAs }))
      : [],
  )
  const draw = (item: PlacedBlock, topLevel = true): ReactNode => {
    const key = registryKey(registry, item.drawAs)
    const own = key ? registry[key] : undefined
    const def = own && withView(own, item.view)
    const warning =
      item.problem?.kind === 'wrong-type'
        ? t('This place shows a {{expected}} block, but holds a {{found}} block. Visitors do not see it.', {
            expected: labelOf(item.problem.expected),
            found: labelOf(item.block.block_type.toLowerCase()),
          })
        : item.problem?.kind === 'unused-order'
          ? t('Position {{order}} is not used on this page. Visitors do not see this block.', { order: item.order })
          : undefined
    return (
      <BlockView
        key={item.key}
        slug={item.slug}
        block={item.block}
        def={def}
        hidden={item.hidden}
        fallback={item.fallback}
        window={item.window}
        warning={warning}
        editing={editing}
        drafts={seesDrafts}
        nested={item.inner ? { node: draw(item.inner, false), content: item.inner.block.content } : undefined}
        gate={topLevel ? item.key : undefined}
        chrome={
          host
            ? (ctx, body) => (
                <BlockFrame
                  Bar={BlockBar}
                  ctx={ctx}
                  slug={item.slug}
                  block={item.block}
                  label={labelOf(item.block.block_type.toLowerCase())}
                  movable={item.movable ? movable : null}
                  deletable={!item.foreign}
                >
                  {body}
                </BlockFrame>
              )
            : undefined
        }
      />
    )
  }
  return (
    <>
      {Bar && <Bar slug={layout.page} blocks={drawn} movable={movable} />}
      {lacksRequired ? (
        <PageMessage>{t(missing.message)}</PageMessage>
      ) : (
        visible.length === 0 && !editing && <PageMessage>{t('No content found.')}</PageMessage>
      )}
      {placed.map((item) => {
        if (item.kind === 'empty')
          return EmptySlot ? (
            <EmptySlot key={item.key} slug={layout.page} order={item.order} blockType={item.drawAs} label={labelOf(item.drawAs)} />
          ) : null
        const at = Tools && item.movable ? movable.indexOf(item.block) : -1
        return at >= 0 && Tools ? [<Tools key={`add-${item.key}`} slug={layout.page} at={at} movable={movable} />, draw(item)] : draw(item)
      })}
      {Tools && <Tools slug={layout.page} at={movable.length} movable={movable} />}
    </>
  )
}
