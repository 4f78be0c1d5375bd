import { useQueries } from '@tanstack/react-query'
import { useI18n } from '../../i18n/translation.tsx'
import { Link, Navigate } from 'react-router'
import { layouts } from '../../../page-layouts/index.ts'
import { contentRoutes, pageKeys } from '../../../page-layouts/routes.ts'
import type { AnySchema } from '../../../schemas/fields.ts'
import { getAt, type Path, pathKey } from '../../../schemas/paths.ts'
import { missingTranslations } from '../../../schemas/translations.ts'
import { fieldLabel, fieldSchema, arrayElement } from '../../../schemas/walk.ts'
import { blocks as registry } from '../../../registry/index.ts'
import { pageQuery } from '../../api/get-page.ts'
import { useDocumentTitle } from '../../app/document-title.ts'
import { useAuth } from '../../auth/auth-provider.tsx'
import { blockLabel } from '../../engine/block-view.tsx'
import { registryKey } from '../../engine/engine-context.tsx'
import { itemTitle } from '../../engine/item-title.ts'
import { localize } from '../../i18n/localize.ts'
import './submissions-page.css'

/** Where a page key is edited: its route (the home page for the header and footer); none for detail templates. */
function pathFor(page: string): string | undefined {
  if (page === 'header' || page === 'footer') return '/'
  return contentRoutes.find((r) => r.page === page && !r.path.includes(':'))?.path
}

/** A field's place for people: 'Menu › Our team › Label'. */
function labelsOf(schema: AnySchema, content: unknown, path: Path, lng: string): string {
  const out: string[] = []
  let s: AnySchema | undefined = schema
  path.forEach((key, i) => {
    if (!s) return
    if (typeof key === 'number') {
      s = arrayElement(s)
      out.push(itemTitle(getAt(content, path.slice(0, i + 1)), s, lng) || `#${key + 1}`)
    } else {
      s = fieldSchema(s, key)
      const label = localize(s ? fieldLabel(s) : undefined, lng)
      if (key !== 'alt' && key !== 'label') out.push(label || key)
      else out.push(label || (key === 'alt' ? 'Alt text' : 'Label'))
    }
  })
  return out.join(' › ')
}

/**
 * Administrators only: every bilingual text of the site written in one language only, by page
 * and block, each with a link into edit mode at that field.
 */
export default function TranslationsPage() {
  const { t, i18n } = useI18n()
  const { isAdmin, isLoading } = useAuth()
  useDocumentTitle(t('Missing translations'))
  const results = useQueries({ queries: pageKeys.map((slug) => ({ ...pageQuery(slug), enabled: isAdmin })) })
  if (isLoading) return null
  if (!isAdmin) return <Navigate to="/login" replace state={{ from: '/admin/translations' }} />
  const lng = i18n.language

  const pages = pageKeys.flatMap((slug, i) => {
    const data = results[i]?.data
    if (!data) return []
    const layout = Object.hasOwn(layouts, slug) ? layouts[slug as keyof typeof layouts] : undefined
    const blocks = data.blocks.flatMap((block) => {
      const slot = layout?.blocks.find((b) => b.order === block.order)
      const key = registryKey(registry, slot?.block ?? block.block_type)
      const def = key ? registry[key as keyof typeof registry] : undefined
      if (!def) return []
      const missing = missingTranslations(def.schema, block.content)
      return missing.length ? [{ block, def, key: key as string, missing }] : []
    })
    return blocks.length ? [{ slug, blocks }] : []
  })
  const loading = results.some((r) => r.isPending)
  const total = pages.reduce((n, p) => n + p.blocks.reduce((m, b) => m + b.missing.length, 0), 0)

  return (
    <div className="container section admin-page">
      <h1>{t('Missing translations')}</h1>
      <p>{t('Every text written in one language only, by page and block. Each link opens the page in edit mode at that field.')}</p>
      {loading && <p role="status">{t('Loading...')}</p>}
      {!loading && total === 0 && <p role="status">{t('Every text on the site is written in both languages.')}</p>}
      {pages.map(({ slug, blocks }) => {
        const path = pathFor(slug)
        return (
          <section key={slug} aria-labelledby={`missing-${slug}`} className="admin-page__group">
            <h2 id={`missing-${slug}`}>
              {slug === 'header' || slug === 'footer' ? t('Site frame (every page)') : <bdi>{path ?? slug}</bdi>}
            </h2>
            {blocks.map(({ block, def, key, missing }) => (
              <div key={block.id} className="admin-page__block">
                <h3>
                  {blockLabel(def, lng, key)} <small>#{block.order}</small> · {t('{{count}} missing', { count: missing.length })}
                </h3>
                <ul>
                  {missing.map((m) => {
                    const where = labelsOf(def.schema, block.content, m.path, lng)
                    const text = m.missing === 'ar' ? t('Arabic missing') : t('English missing')
                    return (
                      <li key={pathKey(m.path)}>
                        {path ? (
                          <Link to={`${path}?edit=true#missing=${encodeURIComponent(`${block.id}:${pathKey(m.path)}`)}`}>{where}</Link>
                        ) : (
                          where
                        )}{' '}
                        — {text}
                      </li>
                    )
                  })}
                </ul>
              </div>
            ))}
          </section>
        )
      })}
    </div>
  )
}
