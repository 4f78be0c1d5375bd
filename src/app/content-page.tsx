import { useTranslation } from 'react-i18next'
import type { PageLayout } from '../../page-layouts/types.ts'
import { PageRenderer } from '../engine/page-renderer.tsx'
import { useDocumentTitle } from './document-title.ts'

export function ContentPage({ layout, title }: { layout: PageLayout; title: string }) {
  const { t } = useTranslation()
  useDocumentTitle(t(title))
  return <PageRenderer layout={layout} />
}
