import { Component, type ErrorInfo, type ReactNode, Suspense, useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { safeParse } from 'zod/mini'
import { blockFor } from '../../registry/index.ts'
import type { BlockData } from '../api/types.ts'
import { BlockContext, type BlockContextValue } from './block-context.tsx'
import { BlockWarning } from './block-warning.tsx'

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

interface BlockViewProps {
  slug: string
  block: BlockData
  editing: boolean
  /** Edit-mode controls around the block (toolbar), provided by the editor chunk. */
  chrome?: (ctx: BlockContextValue | null, body: ReactNode) => ReactNode
}

/**
 * One block: registry lookup by type (ignoring case), safeParse of its content, its own error
 * boundary. Visitors see nothing of an unknown or invalid block; editors see a labelled warning
 * with the issue paths and can repair the content.
 */
export function BlockView({ slug, block, editing, chrome }: BlockViewProps) {
  const { t } = useTranslation()
  const def = blockFor(block.block_type)
  const parsed = useMemo(() => (def ? safeParse(def.schema, block.content) : undefined), [def, block.content])

  if (!def || !parsed) {
    if (!editing) return null
    const warning = <BlockWarning title={t('Unknown block type: {{type}}', { type: block.block_type })} />
    return chrome ? chrome(null, warning) : warning
  }
  const ctx: BlockContextValue = {
    slug,
    block,
    schema: def.schema,
    content: (parsed.success ? parsed.data : block.content) as Record<string, unknown>,
    editing,
  }
  let body: ReactNode
  if (!parsed.success) {
    if (!editing) return null
    body = (
      <BlockWarning
        title={t('This {{label}} block has invalid content', { label: t(def.label) })}
        issues={parsed.error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`)}
      />
    )
  } else {
    const Block = def.component
    body = (
      <BlockBoundary
        fallback={(error) =>
          editing ? (
            <BlockWarning title={t('This {{label}} block failed to render', { label: t(def.label) })} issues={[error.message]} />
          ) : null
        }
      >
        <Suspense fallback={<div className="block-loading" aria-hidden="true" />}>
          <Block content={parsed.data as never} />
        </Suspense>
      </BlockBoundary>
    )
  }
  return <BlockContext.Provider value={ctx}>{chrome ? chrome(ctx, body) : body}</BlockContext.Provider>
}
