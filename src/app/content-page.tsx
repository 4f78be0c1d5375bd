import { useI18n } from '../i18n/translation.tsx'
import type { PageLayout } from '../../page-layouts/types.ts'
import { PageRenderer } from '../engine/page-renderer.tsx'
import { useDocumentTitle } from './document-title.ts'

export function ContentPage({ layout, title }: { layout: PageLayout; title: string }) {
  const { t } = useI18n()
  useDocumentTitle(t(title))
  return <PageRenderer layout={layout} />
}
