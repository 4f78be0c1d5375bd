import { useCallback } from 'react'
import { useI18n } from '../../i18n/translation.tsx'
import { localize } from '../../i18n/localize.ts'
import type { Placeholder } from '../../../schemas/placeholders.ts'
import type { Answer, Question } from '../editor-host-context.tsx'

/**
 * Before a publish: when texts are still the placeholders they started with, the editor is told
 * which ('Still placeholder: Title (English), Name (Arabic)') and publishes only on a yes.
 * Answers true to go ahead.
 */
export function usePublishCheck(ask: ((q: Question) => Promise<Answer>) | undefined) {
  const { t, i18n } = useI18n()
  return useCallback(
    async (found: readonly Placeholder[]): Promise<boolean> => {
      if (found.length === 0) return true
      if (!ask) return false
      const names = [
        ...new Set(
          found.map((p) => {
            const label = p.labels.map((l) => localize(l, i18n.language)).join(' › ') || p.path.join('.')
            return p.language === 'en' ? t('{{label}} (English)', { label }) : t('{{label}} (Arabic)', { label })
          }),
        ),
      ]
      const answer = await ask({
        text: t('Publish with placeholder text?'),
        details: [t('Still placeholder: {{fields}}', { fields: names.join(i18n.language === 'ar' ? '، ' : ', ') })],
        confirm: t('Publish anyway'),
      })
      return answer !== null
    },
    [ask, t, i18n.language],
  )
}
