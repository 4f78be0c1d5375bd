import { Component, type ErrorInfo, type ReactNode, Suspense, useMemo } from 'react'
import { useI18n } from '../i18n/translation.tsx'
import { safeParse } from 'zod/mini'
import { published, withoutFlags } from '../../schemas/publish.ts'
import { fieldLabel } from '../../schemas/walk.ts'
import type { BlockData } from './content-store.ts'
import { localize } from '../i18n/localize.ts'
import type { AnyBlockDefinition } from './block-definition.ts'
import { BlockContext, type BlockContextValue } from './block-context.tsx'
import { BlockWarning } from './block-warning.tsx'
import { HydrationGate, WaitForGate } from './hydration-gate.tsx'
import { withFallback, withoutHidden } from './hidden-fields.ts'
import { type NestedBlock, NestedBlockContext } from './nested-block.ts'
import type { WindowSpec } from '../../schemas/list-window.ts'

class BlockBoundary extends Component<{ fallback: (error: Error) => ReactNode; children: ReactNode }, { error: Error | null }> {
  override state = { error: null as Error | null }
  static getDerivedStateFromError(error: Error) {
    return { error }
  }
  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('A block failed to render', error, info.componentStack)
  }
  override render() {
    return this.state.error ? this.props.fallback(this.state.error) : this.props.children
  }
}

export interface BlockViewProps {
  slug: string
  block: BlockData
  /** The definition this place draws the block with; undefined when no registered type fits. */
  def: AnyBlockDefinition | undefined
  editing: boolean
  /** Drafts are drawn (a preview link's tab); always so while editing. */
  drafts?: boolean
  hidden?: readonly string[]
  /** What the place shows where a top-level field is blank (the layout's `fallback`). */
  fallback?: Readonly<Record<string, unknown>>
  /** The window of its list the place shows (the layout's `window`). */
  window?: WindowSpec
  /** Why this block is not shown to visitors here (wrong type for its place, unused order): editors see it. */
  warning?: string
  /** A block drawn inside this one (a layout source marked `inside`): its component places it. */
  nested?: NestedBlock
  /**
   * Server-rendered for visitors, the block hydrates when this gate opens (near the viewport or
   * touched): see HydrationGate. Names the gate; unique on the page.
   */
  gate?: string
  /** Edit-mode controls around the block (toolbar), provided by the editor chunk. */
  chrome?: (ctx: BlockContextValue | null, body: ReactNode) => ReactNode
}

export const blockLabel = (def: AnyBlockDefinition | undefined, lng: string, fallback: string) =>
  localize(def ? fieldLabel(def.schema) : undefined, lng) || fallback

const NO_FIELDS: readonly string[] = []

/**
 * One block: safeParse of its content with the place's schema, its own error boundary.
 * Visitors see nothing of an unknown, misplaced or invalid block; editors see a labelled
 * warning with the reasons and can repair or delete it.
 */
export function BlockView({
  slug,
  block,
  def,
  editing,
  drafts = false,
  hidden = NO_FIELDS,
  fallback,
  window: listWindow,
  warning,
  nested,
  gate,
  chrome,
}: BlockViewProps) {
  const { t, i18n } = useI18n()
  // Visitors never see a draft: not a draft block, nor a draft item of any list in it.
  const withDrafts = editing || drafts
  const shown = useMemo(() => (withDrafts ? block.content : published(block.content)), [withDrafts, block.content])
  // What visitors get has no flags left (published() takes them out): only content with drafts needs the pass.
  const parsed = useMemo(
    () => (def && shown ? safeParse(def.schema, withDrafts ? withoutFlags(shown) : shown) : undefined),
    [def, shown, withDrafts],
  )

  // What the component is handed, made again only when the content or the place changes: a list
  // block drawn again (a filter) then gets the same content, and everything kept with it.
  const drawn = useMemo(
    () =>
      def && parsed?.success
        ? withFallback(withoutHidden(def.schema, parsed.data as Record<string, unknown>, hidden), fallback)
        : undefined,
    [def, parsed, hidden, fallback],
  )

  if (!shown) return null
  if (!def || !parsed || warning) {
    if (!editing) return null
    const title = warning ?? t('Unknown block type: {{type}}', { type: block.block_type })
    const box = <BlockWarning title={title} />
    return chrome ? chrome(null, box) : box
  }
  const label = blockLabel(def, i18n.language, block.block_type)
  const content = (parsed.success ? parsed.data : block.content) as Record<string, unknown>
  const ctx: BlockContextValue = { slug, block, schema: def.schema, content, editing, hidden, window: listWindow }
  let body: ReactNode
  if (!parsed.success) {
    if (!editing) return null
    body = (
      <BlockWarning
        title={t('This {{label}} block has invalid content', { label })}
        issues={parsed.error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`)}
      />
    )
  } else {
    const Block = def.component
    const drawnBlock = (
      // Always provided, so a block drawn inside another never sees the outer one's.
      <NestedBlockContext.Provider value={nested ?? null}>
        <Block content={drawn as never} />
      </NestedBlockContext.Provider>
    )
    body = (
      <BlockBoundary
        fallback={(error) =>
          editing ? <BlockWarning title={t('This {{label}} block failed to render', { label })} issues={[error.message]} /> : null
        }
      >
        <Suspense fallback={<div className="block-loading" aria-hidden="true" />}>
          {gate === undefined ? drawnBlock : <WaitForGate gateKey={gate}>{drawnBlock}</WaitForGate>}
        </Suspense>
      </BlockBoundary>
    )
    // In edit mode too: the block keeps its place in the tree when editing starts (only hydration waits).
    if (gate !== undefined) body = <HydrationGate gateKey={gate}>{body}</HydrationGate>
  }
  return <BlockContext.Provider value={ctx}>{chrome ? chrome(ctx, body) : body}</BlockContext.Provider>
}
