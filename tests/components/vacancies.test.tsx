import { fireEvent, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Route, Routes } from 'react-router'
import { describe, expect, it } from 'vitest'
import { timelineSchema } from '../../src/blocks/timeline/schema.ts'
import { vacanciesSchema } from '../../src/blocks/vacancies/schema.ts'
import { selectionProcess } from '../../src/blocks/timeline/seed.ts'
import { vacancies as vacanciesSeed } from '../../src/blocks/vacancies/seed.ts'
import Timeline from '../../src/blocks/timeline/timeline.tsx'
import Vacancies from '../../src/blocks/vacancies/vacancies.tsx'
import VacancyDetail from '../../src/blocks/vacancies/vacancy-detail.tsx'
import { gate, serveForms, withFormServices } from './forms-setup.ts'
import { renderWithProviders } from './render.tsx'

const content = vacanciesSchema.parse(vacanciesSeed)
const timeline = timelineSchema.parse(selectionProcess)

withFormServices()

function renderVacancy(id: string, lng: 'en' | 'ar' = 'en') {
  const user = userEvent.setup()
  const view = renderWithProviders(
    <Routes>
      <Route path="/vacancy-details/:vacancyId" element={<VacancyDetail content={content} />} />
      <Route path="/success" element={<h1>Success page</h1>} />
    </Routes>,
    { route: `/vacancy-details/${id}`, lng },
  )
  return { user, view }
}

describe('careers: the vacancies (spec pages.md §2 Careers)', () => {
  it('lists each vacancy with a link to /vacancy-details/{id}', () => {
    renderWithProviders(<Vacancies content={content} />)
    expect(screen.getByRole('link', { name: 'Senior Instructional Designer (Arabic)' })).toHaveAttribute(
      'href',
      '/vacancy-details/senior-instructional-designer',
    )
    expect(screen.getByRole('link', { name: 'Totara Developer' })).toHaveAttribute('href', '/vacancy-details/totara-developer')
    expect(screen.queryByText(/coming soon/)).toBeNull()
  })

  it("shows the 'coming soon' message in both languages when there are none", () => {
    const none = { ...content, vacancies: [] }
    const { unmount } = renderWithProviders(<Vacancies content={none} />)
    expect(screen.getByText('New positions are coming soon. Check back shortly, or send us your CV today.')).toBeInTheDocument()
    expect(screen.queryAllByRole('link')).toHaveLength(0)
    unmount()
    renderWithProviders(<Vacancies content={none} />, { lng: 'ar' })
    expect(screen.getByText('ستُعلن وظائف جديدة قريبًا، فتابعونا أو أرسلوا إلينا سيرتكم الذاتية اليوم.')).toBeInTheDocument()
  })
})

describe('vacancy details (spec pages.md §2, §4–§5)', () => {
  it('shows the vacancy the address names: back link to /careers, summary, the lists, what we offer with join us', () => {
    renderVacancy('totara-developer')
    expect(screen.getByRole('heading', { level: 1, name: 'Totara Developer' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Back to careers' })).toHaveAttribute('href', '/careers')
    for (const heading of ['About the role', 'What you will do', 'What you bring', 'Nice to have', 'What we offer', 'Apply for this role'])
      expect(screen.getByRole('heading', { name: heading })).toBeInTheDocument()
    expect(screen.getByText('Help hundreds of thousands of people learn at work, one reliable release at a time.')).toBeInTheDocument()
  })

  it("says 'Vacancy content not found!' for an unknown id, in both languages", () => {
    const { view } = renderVacancy('no-such-role')
    expect(screen.getByText('Vacancy content not found!')).toBeInTheDocument()
    expect(screen.queryByRole('form')).toBeNull()
    view.unmount()
    renderVacancy('no-such-role', 'ar')
    expect(screen.getByText('لم يُعثر على محتوى الوظيفة.')).toBeInTheDocument()
  })

  it('the application form: only name and e-mail are marked on a submit with errors; the e-mail must look like x@y.z', async () => {
    const seen = serveForms()
    const { user } = renderVacancy('totara-developer')
    await user.click(screen.getByRole('button', { name: 'Send application' }))
    expect(screen.getByLabelText(/^Full name/)).toHaveAccessibleDescription('Full name is required')
    expect(screen.getByLabelText(/^Email address/)).toHaveAccessibleDescription('Email address is required')
    expect(screen.getByLabelText('Cover letter')).not.toHaveAttribute('aria-invalid')
    await user.type(screen.getByLabelText(/^Email address/), 'omar@example')
    expect(screen.getByText('Invalid email address')).toBeInTheDocument()
    await user.type(screen.getByLabelText(/^Full name/), '   ')
    expect(screen.getByText('Full name is required')).toBeInTheDocument()
    expect(seen.api).toHaveLength(0)
  })

  it('accepts pdf, doc, docx, ppt and pptx, with a tooltip advising 10 MB at most', async () => {
    const { user } = renderVacancy('totara-developer')
    const file = screen.getByLabelText('Attach your CV')
    expect(file).toHaveAttribute('accept', '.pdf,.doc,.docx,.ppt,.pptx')
    const tip = screen.getByRole('tooltip', { hidden: true })
    expect(tip).toHaveTextContent('The total size of your files should not exceed 10 MB.')
    expect(file.getAttribute('aria-describedby')).toContain(tip.id)
    await user.hover(screen.getByRole('button', { name: 'About the attachment' }))
    expect(tip).toHaveClass('info-tip__text--open')
    fireEvent.change(file, { target: { files: [new File(['png'], 'photo.png', { type: 'image/png' })] } })
    expect(screen.getByText('Attach a PDF, Word or PowerPoint file')).toBeInTheDocument()
    fireEvent.change(file, { target: { files: [new File(['%PDF-1.7'], 'cv.PDF', { type: 'application/pdf' })] } })
    expect(screen.queryByText('Attach a PDF, Word or PowerPoint file')).toBeNull()
  })

  it('sends the application with its file to the API and the e-mail service, then goes to /success', async () => {
    const answer = gate()
    const seen = serveForms({ gate: answer.closed })
    const { user } = renderVacancy('totara-developer')
    await user.type(screen.getByLabelText(/^Full name/), 'Omar Haddad')
    await user.type(screen.getByLabelText(/^Email address/), 'omar@example.com')
    await user.type(screen.getByLabelText('Cover letter'), 'Ten years of PHP.')
    fireEvent.change(screen.getByLabelText('Attach your CV'), { target: { files: [new File(['%PDF-1.7'], 'cv.pdf')] } })
    await user.click(screen.getByRole('button', { name: 'Send application' }))
    expect(await screen.findByRole('button', { name: 'Sending...' })).toBeDisabled()
    answer.open()
    expect(await screen.findByRole('heading', { name: 'Success page' })).toBeInTheDocument()
    const body = await seen.api[0]?.formData()
    expect(JSON.parse(String(body?.get('payload')))).toMatchObject({
      form: 'application',
      data: {
        fullName: 'Omar Haddad',
        email: 'omar@example.com',
        coverLetter: 'Ten years of PHP.',
        vacancyId: 'totara-developer',
        vacancyTitle: 'Totara Developer',
      },
    })
    expect(seen.email[0]).toMatchObject({ template_params: { form: 'application', vacancyTitle: 'Totara Developer' } })
  })

  it('links its consent text to /privacy-policy', () => {
    renderVacancy('senior-instructional-designer')
    const consent = screen.getByText(/By sending this form you agree to our/).closest('p') as HTMLElement
    expect(within(consent).getByRole('link', { name: 'privacy policy' })).toHaveAttribute('href', '/privacy-policy')
  })
})

describe('the selection-process timeline', () => {
  it("numbers the steps '01', '02'… and alternates them above and below the line", () => {
    const unnumbered = { ...timeline, steps: timeline.steps.map((s) => ({ ...s, number: '' })) }
    const { container } = renderWithProviders(<Timeline content={unnumbered} />)
    const steps = [...container.querySelectorAll('.timeline__step')]
    expect(steps.map((s) => s.querySelector('.timeline__number')?.textContent)).toEqual(['01', '02', '03', '04', '05'])
    expect(steps.map((s) => (s.classList.contains('timeline__step--above') ? 'above' : 'below'))).toEqual([
      'above',
      'below',
      'above',
      'below',
      'above',
    ])
    expect(screen.getByRole('heading', { name: 'Our selection process' })).toBeInTheDocument()
  })
})
