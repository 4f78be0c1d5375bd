import { lazy } from 'react'
import { useLocation } from 'react-router'
import { NotFoundPage } from '../../app/not-found.tsx'
import { useEditorStrings } from '../../i18n/editor-strings.ts'

/**
 * The administrators' pages behind one lazy module: the visitors' first load carries one loader
 * for all of them (with its list of files to preload) instead of one per page.
 */
const pages: Record<string, ReturnType<typeof lazy>> = {
  blocks: lazy(() => import('../../app/block-gallery.tsx')),
  submissions: lazy(() => import('./submissions-page.tsx')),
  translations: lazy(() => import('./translations-page.tsx')),
  people: lazy(() => import('./people-page.tsx')),
  audit: lazy(() => import('./audit-page.tsx')),
}

export default function AdminPage() {
  useEditorStrings()
  const Page = pages[useLocation().pathname.split('/')[2] ?? '']
  return Page ? <Page /> : <NotFoundPage />
}
