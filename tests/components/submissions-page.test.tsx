import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { Route, Routes } from 'react-router'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { SubmissionDto } from '../../schemas/wire/submission.ts'
import SubmissionsPage from '../../src/pages/admin/submissions-page.tsx'
import { server, withFormServices } from './forms-setup.ts'
import { renderWithProviders } from './render.tsx'

withFormServices()

const application: SubmissionDto = {
  id: 'sub-2',
  form: 'application',
  language: 'en',
  page: '/vacancy-details/totara-developer',
  data: { fullName: 'Omar Haddad', email: 'omar@example.com', coverLetter: 'Ten years of PHP.', vacancyTitle: 'Totara Developer' },
  name: 'Omar Haddad',
  email: 'omar@example.com',
  attachment: { name: 'cv.pdf', mime: 'application/pdf', size: 1234 },
  created_at: '2026-11-30T10:00:00.000Z',
  handled_at: null,
}
const contact: SubmissionDto = {
  ...application,
  id: 'sub-1',
  form: 'contact',
  page: '/contact',
  data: { fullName: 'Noura', email: 'noura@example.com', phone: '+966 50 123 4567', inquiry: 'Totara for 4,000 staff' },
  name: 'Noura',
  email: 'noura@example.com',
  attachment: null,
  created_at: '2026-11-29T10:00:00.000Z',
}

let requests: URL[]
let patches: unknown[]
let downloads: { url: string; auth: string | null }[]
beforeEach(() => {
  requests = []
  patches = []
  downloads = []
  server.use(
    // The document title reads the brand from the header page.
    http.get('/api/v1/pages/:slug', ({ params }) => HttpResponse.json({ slug: params.slug, blocks: [] })),
    http.get('/api/v1/submissions', ({ request }) => {
      const url = new URL(request.url)
      requests.push(url)
      const form = url.searchParams.get('form')
      const items = [application, contact].filter((s) => !form || s.form === form)
      return HttpResponse.json({ items, total: items.length })
    }),
    http.patch('/api/v1/submissions/:id', async ({ request, params }) => {
      const body = (await request.json()) as { handled: boolean }
      patches.push({ id: params.id, ...body })
      return HttpResponse.json({ ...application, handled_at: body.handled ? '2026-11-30T11:00:00.000Z' : null })
    }),
    http.get('/api/v1/submissions/:id/attachment', ({ request }) => {
      downloads.push({ url: request.url, auth: request.headers.get('authorization') })
      return new HttpResponse('%PDF-1.7', { headers: { 'content-type': 'application/pdf' } })
    }),
    http.get('/api/v1/submissions.csv', ({ request }) => {
      downloads.push({ url: request.url, auth: request.headers.get('authorization') })
      return new HttpResponse('\uFEFF"Received"', { headers: { 'content-type': 'text/csv' } })
    }),
    http.get('/api/v1/newsletter', () =>
      HttpResponse.json({
        items: [{ id: 'n1', email: 'reader@example.com', language: 'ar', created_at: '2026-11-30T09:00:00.000Z' }],
        total: 1,
      }),
    ),
  )
  URL.createObjectURL = vi.fn(() => 'blob:file')
  URL.revokeObjectURL = vi.fn()
})

function renderPage(admin = true) {
  return renderWithProviders(
    <Routes>
      <Route path="/admin/submissions" element={<SubmissionsPage />} />
      <Route path="/login" element={<h1>Login page</h1>} />
    </Routes>,
    { route: '/admin/submissions', admin },
  )
}

describe('the enquiries page (administrators only)', () => {
  it('sends a visitor to /login', async () => {
    renderPage(false)
    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeInTheDocument()
  })

  it('lists the enquiries newest first with what each form sent; filters by form', async () => {
    renderPage()
    const names = await screen.findAllByRole('heading', { level: 2 })
    expect(names.map((h) => h.textContent)).toEqual(['Omar Haddad', 'Noura'])
    const first = screen.getByRole('article', { name: 'Omar Haddad' })
    expect(within(first).getByText('Application')).toBeInTheDocument()
    expect(within(first).getByText('Totara Developer')).toBeInTheDocument()
    expect(within(first).getByText('Ten years of PHP.')).toBeInTheDocument()
    expect(within(screen.getByRole('article', { name: 'Noura' })).getByText('+966 50 123 4567')).toBeInTheDocument()
    fireEvent.click(screen.getByRole('button', { name: 'Contact form' }))
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Omar Haddad' })).toBeNull())
    expect(requests.at(-1)?.searchParams.get('form')).toBe('contact')
  })

  it('marks an enquiry handled, downloads its attachment and exports CSV with the administrator’s token', async () => {
    renderPage()
    const first = await screen.findByRole('article', { name: 'Omar Haddad' })
    fireEvent.click(within(first).getByRole('checkbox', { name: 'Handled' }))
    await waitFor(() => expect(patches).toEqual([{ id: 'sub-2', handled: true }]))
    fireEvent.click(within(first).getByRole('button', { name: /Download attachment/ }))
    await waitFor(() => expect(downloads[0]?.url).toMatch(/\/api\/v1\/submissions\/sub-2\/attachment$/))
    expect(downloads[0]?.auth).toBe('Bearer test-access-token')
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }))
    await waitFor(() => expect(downloads[1]?.url).toMatch(/\/api\/v1\/submissions\.csv$/))
  })

  it('links an address with a mailto: that is only that address: no query, header or other recipient from what was stored', async () => {
    const hostile = 'visitor@example.com?bcc=victim@example.org&body=x\r\nBcc: other@example.org,third@example.org'
    server.use(http.get('/api/v1/submissions', () => HttpResponse.json({ items: [{ ...contact, email: hostile }], total: 1 })))
    renderPage()
    const article = await screen.findByRole('article', { name: 'Noura' })
    const href =
      within(article)
        .getByRole('link', { name: hostile.replace(/\s+/g, ' ') })
        .getAttribute('href') ?? ''
    expect(href.startsWith('mailto:visitor@example.com')).toBe(true)
    expect(href).not.toMatch(/[?&,\s]/)
    expect(decodeURIComponent(href.slice('mailto:'.length))).toBe(hostile)
    expect(new URL(href).search).toBe('')
  })

  it('shows the newsletter sign-ups', async () => {
    renderPage()
    fireEvent.click(await screen.findByRole('button', { name: 'Newsletter' }))
    expect(await screen.findByRole('cell', { name: 'reader@example.com' })).toBeInTheDocument()
    expect(screen.getByRole('cell', { name: 'العربية' })).toBeInTheDocument()
  })
})
