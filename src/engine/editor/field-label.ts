import { useI18n } from '../../i18n/translation.tsx'
import type { AnySchema } from '../../../schemas/fields.ts'
import { fieldHelp, fieldLabel } from '../../../schemas/walk.ts'
import { localize } from '../../i18n/localize.ts'
import { humanize } from './labels.ts'

/** The schema's label and help for a field in the interface language; the key name only as a last resort. */
export function useFieldText() {
  const { i18n } = useI18n()
  return (schema: AnySchema, key: string | number) => ({
    label: localize(fieldLabel(schema), i18n.language) || humanize(key),
    help: localize(fieldHelp(schema), i18n.language) || undefined,
  })
}

/** The interface language's field first: an Arabic editor writes Arabic first. */
export function useLanguageOrder(): readonly ('en' | 'ar')[] {
  const { i18n } = useI18n()
  return i18n.language.startsWith('ar') ? ['ar', 'en'] : ['en', 'ar']
}
