import { QueryClientProvider } from '@tanstack/react-query'
import { render, screen } from '@testing-library/react'
import i18next from 'i18next'
import { use } from 'react'
import { I18nextProvider } from 'react-i18next'
import { MemoryRouter, Route, Routes } from 'react-router'
import { describe, expect, it } from 'vitest'
import { makeQueryClient, RootProviders } from '../../src/app/providers.tsx'
import { createTestI18n } from './render.tsx'

const never = new Promise<never>(() => {})
function StillLoading(): null {
  use(never)
  return null
}

function renderLoading(i18n: typeof i18next) {
  return render(
    <QueryClientProvider client={makeQueryClient()}>
      <I18nextProvider i18n={i18n}>
        <MemoryRouter>
          <Routes>
            <Route element={<RootProviders />}>
              <Route path="/" element={<StillLoading />} />
            </Route>
          </Routes>
        </MemoryRouter>
      </I18nextProvider>
    </QueryClientProvider>,
  )
}

describe('the app-wide loading fallback', () => {
  it("speaks the visitor's language once the translations are there", () => {
    renderLoading(createTestI18n('ar'))
    expect(screen.getByRole('status')).toHaveTextContent('جارٍ التحميل…')
  })

  it('shows a neutral indicator, not English, while the translations themselves load', () => {
    renderLoading(i18next.createInstance())
    expect(screen.getByRole('status')).toHaveTextContent(/^…$/)
  })
})
