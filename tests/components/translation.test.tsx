import { act, render, screen } from '@testing-library/react'
import { memo } from 'react'
import { I18nextProvider } from 'react-i18next'
import { describe, expect, it } from 'vitest'
import { useLanguage, useLocalize } from '../../src/i18n/localize.ts'
import { TranslationProvider, useI18n } from '../../src/i18n/translation.tsx'
import { createTestI18n } from './render.tsx'

// A component that nothing above re-renders: only the language reaching it through context can.
const Labels = memo(function Labels() {
  const { t } = useI18n()
  const localize = useLocalize()
  return (
    <p data-lang={useLanguage()}>
      {t('Loading...')} | {localize({ en: 'Our team', ar: 'فريقنا' })}
    </p>
  )
})

describe('one subscription to i18next for the tree (useI18n)', () => {
  it('gives every component the language, and a language change redraws even a memoized one', async () => {
    const i18n = createTestI18n('en')
    render(
      <I18nextProvider i18n={i18n}>
        <TranslationProvider>
          <Labels />
        </TranslationProvider>
      </I18nextProvider>,
    )
    expect(screen.getByText('Loading... | Our team')).toHaveAttribute('data-lang', 'en')
    await act(() => i18n.changeLanguage('ar'))
    expect(screen.getByText('جارٍ التحميل… | فريقنا')).toHaveAttribute('data-lang', 'ar')
  })

  it('refuses to run without the provider, with a message that names it', () => {
    expect(() => render(<Labels />)).toThrow('useI18n() needs a TranslationProvider above it')
  })
})
