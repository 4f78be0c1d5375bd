import { laterSolutionPage } from './solution-pages.ts'
import { defineLayout } from './types.ts'

export default defineLayout(
  laterSolutionPage('solutions-opensesame', {
    // spec: when block 4 has no buttonText, 'Request a demo' in English and its Arabic.
    fallback: { buttonText: { en: 'Request a demo', ar: 'اطلبوا عرضًا توضيحيًا' } },
  }),
)
