import { useQueries } from '@tanstack/react-query'
import { useI18n } from '../i18n/translation.tsx'
import { Navigate } from 'react-router'
import { parse } from 'zod/mini'
import { pageKeys } from '../../page-layouts/routes.ts'
import { type BlockKey, blocks } from '../../registry/index.ts'
import { pageQuery } from '../api/get-page.ts'
import type { BlockData } from '../api/types.ts'
import { useAuth } from '../auth/auth-provider.tsx'
import { blockLabel, BlockView } from '../engine/block-view.tsx'
import { useDocumentTitle } from './document-title.ts'
import './block-gallery.css'

/**
 * Administrators only: every registered block, with content from the first page that uses it
 * (the seed, as edited since) or else the schema's defaults.
 */
export default function BlockGallery() {
  const { t, i18n } = useI18n()
  const { isAdmin, isLoading } = useAuth()
  useDocumentTitle(t('Block gallery'))
  const results = useQueries({ queries: pageKeys.map((slug) => ({ ...pageQuery(slug), enabled: isAdmin })) })
  if (isLoading) return null
  if (!isAdmin) return <Navigate to="/login" replace state={{ from: '/admin/blocks' }} />
  const used = results.flatMap((r) => r.data?.blocks ?? [])
  return (
    <div className="block-gallery">
      <div className="container section">
        <h1>{t('Block gallery')}</h1>
        <p>{t('Every registered block type, with content from the site or its defaults.')}</p>
      </div>
      {(Object.keys(blocks) as BlockKey[]).map((key) => {
        const def = blocks[key]
        const label = blockLabel(def, i18n.language, key)
        const example = used.find((b) => b.block_type.toLowerCase() === key)
        const block: BlockData = example ?? {
          id: `gallery-${key}`,
          block_type: key,
          order: 0,
          version: 0,
          content: parse(def.schema, {}) as Record<string, unknown>,
        }
        return (
          <section key={key} className="block-gallery__item" aria-label={label}>
            <div className="block-gallery__bar">
              <h2 className="container block-gallery__label">
                {label} <code>{key}</code>
              </h2>
            </div>
            <BlockView slug="gallery" block={block} def={def} editing={false} />
          </section>
        )
      })}
    </div>
  )
}
