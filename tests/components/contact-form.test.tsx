import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Route, Routes } from 'react-router'
import { describe, expect, it } from 'vitest'
import { contactFormSchema } from '../../src/blocks/contact-form/schema.ts'
import { contactForm } from '../../src/blocks/contact-form/seed.ts'
import ContactForm from '../../src/blocks/contact-form/contact-form.tsx'
import { gate, serveForms, withFormServices } from './forms-setup.ts'
import { renderWithProviders } from './render.tsx'

const content = contactFormSchema.parse(contactForm)

withFormServices()

function renderForm(lng: 'en' | 'ar' = 'en') {
  const user = userEvent.setup()
  const view = renderWithProviders(
    <Routes>
      <Route path="/contact" element={<ContactForm content={content} />} />
      <Route path="/success" element={<h1>Success page</h1>} />
    </Routes>,
    { route: '/contact', lng },
  )
  const field = (name: RegExp | string) => screen.getByLabelText(name)
  return { user, view, field }
}

describe('contact form (spec pages.md §4–§5)', () => {
  it('marks the required fields, keeps native validation off and offers the three services, None by default', () => {
    const { field, view } = renderForm()
    expect(view.container.querySelector('form')).toHaveAttribute('novalidate')
    for (const name of ['Full name', 'Email address', 'Your inquiry']) {
      const input = field(new RegExp(`^${name}`))
      expect(input).toHaveAttribute('aria-required', 'true')
      expect(input.closest('.form-field')?.querySelector('.form-field__required')).toHaveTextContent('*')
    }
    for (const name of ['Company name', 'Phone number']) expect(field(name)).not.toHaveAttribute('aria-required')
    const service = field('Which service are you interested in?') as HTMLSelectElement
    expect([...service.options].map((o) => [o.value, o.text])).toEqual([
      ['None', 'Not sure yet'],
      ['LMS', 'Learning management system (LMS)'],
      ['Content', 'Learning content'],
    ])
    expect(service.value).toBe('None')
  })

  it('shows no message before a field is left; after it is, validates on every change', async () => {
    const { user, field } = renderForm()
    const name = field(/^Full name/)
    await user.click(name)
    expect(screen.queryByText('Full name is required')).toBeNull()
    await user.tab()
    expect(screen.getByText('Full name is required')).toBeInTheDocument()
    expect(name).toHaveAttribute('aria-invalid', 'true')
    expect(name).toHaveAccessibleDescription('Full name is required')
    await user.type(name, 'Noura')
    expect(screen.queryByText('Full name is required')).toBeNull()

    const email = field(/^Email address/)
    await user.click(email)
    await user.tab()
    expect(screen.getByText('Email address is required')).toBeInTheDocument()
    await user.type(email, 'noura@gulf')
    expect(screen.getByText('Invalid email address')).toBeInTheDocument()
    await user.type(email, '.example')
    expect(screen.queryByText('Invalid email address')).toBeNull()
    // The API refuses quotes in any address: the form says so at the field, not after sending.
    await user.clear(email)
    await user.type(email, "o'brien@gulf.example")
    expect(screen.getByText('Invalid email address')).toBeInTheDocument()
    await user.clear(email)
    await user.type(email, 'noura@gulf.example')

    const inquiry = field(/^Your inquiry/)
    await user.click(inquiry)
    await user.tab()
    expect(screen.getByText('Inquiry is required')).toBeInTheDocument()
  })

  it('strips from the phone every character but digits, spaces, hyphens, parentheses and plus; 7 to 15 of them, or empty', async () => {
    const { user, field } = renderForm()
    const phone = field('Phone number') as HTMLInputElement
    await user.type(phone, '+966 5a0 12b3 45#6x7')
    expect(phone.value).toBe('+966 50 123 4567')
    await user.tab()
    expect(screen.queryByText('Invalid phone number')).toBeNull()
    await user.clear(phone)
    await user.type(phone, '12-34')
    expect(screen.getByText('Invalid phone number')).toBeInTheDocument()
    await user.type(phone, '567')
    expect(screen.queryByText('Invalid phone number')).toBeNull()
    await user.type(phone, '(0)-8901234')
    expect(screen.getByText('Invalid phone number')).toBeInTheDocument()
    await user.clear(phone)
    expect(screen.queryByText('Invalid phone number')).toBeNull()
  })

  it('a submit with errors marks full name, e-mail, inquiry and phone as touched and sends nothing', async () => {
    const seen = serveForms()
    const { user, field } = renderForm()
    await user.type(field('Phone number'), '12')
    await user.type(field('Company name'), ' ')
    await user.click(screen.getByRole('button', { name: 'Send message' }))
    for (const message of ['Full name is required', 'Email address is required', 'Inquiry is required', 'Invalid phone number'])
      expect(screen.getByText(message)).toBeInTheDocument()
    expect(seen.api).toHaveLength(0)
    expect(seen.email).toHaveLength(0)
  })

  it('sends: "Sending..." on a disabled button, the values to the API and the e-mail service, then /success', async () => {
    const answer = gate()
    const seen = serveForms({ gate: answer.closed })
    const { user, field } = renderForm()
    await user.type(field(/^Full name/), '  Noura Al-Harbi')
    await user.type(field(/^Email address/), 'noura@gulf-energy.example')
    await user.selectOptions(field('Which service are you interested in?'), 'LMS')
    await user.type(field(/^Your inquiry/), 'Totara for 4,000 staff')
    await user.click(screen.getByRole('button', { name: 'Send message' }))
    expect(await screen.findByRole('button', { name: 'Sending...' })).toBeDisabled()
    expect(screen.queryByRole('heading', { name: 'Success page' })).toBeNull()
    answer.open()
    expect(await screen.findByRole('heading', { name: 'Success page' })).toBeInTheDocument()
    expect(await seen.api[0]?.json()).toMatchObject({
      form: 'contact',
      language: 'en',
      data: {
        fullName: '  Noura Al-Harbi',
        email: 'noura@gulf-energy.example',
        service: 'LMS',
        inquiry: 'Totara for 4,000 staff',
        phone: '',
      },
    })
    expect(seen.email[0]).toMatchObject({ service_id: 'service_test', template_params: { form: 'contact', service: 'LMS' } })
  })

  it('is a success when the API stored it although the e-mail service failed', async () => {
    serveForms({ email: 500, emailText: 'Service unavailable' })
    const { user, field } = renderForm()
    await user.type(field(/^Full name/), 'Noura')
    await user.type(field(/^Email address/), 'noura@gulf.example')
    await user.type(field(/^Your inquiry/), 'Hello')
    await user.click(screen.getByRole('button', { name: 'Send message' }))
    expect(await screen.findByRole('heading', { name: 'Success page' })).toBeInTheDocument()
    expect(window.alert).not.toHaveBeenCalled()
  })

  it("alerts the e-mail service's own text when nothing got through, and is ready to send again", async () => {
    serveForms({ api: 503, email: 400, emailText: 'The Public Key is invalid.' })
    const { user, field } = renderForm()
    await user.type(field(/^Full name/), 'Noura')
    await user.type(field(/^Email address/), 'noura@gulf.example')
    await user.type(field(/^Your inquiry/), 'Hello')
    await user.click(screen.getByRole('button', { name: 'Send message' }))
    await waitFor(() => expect(window.alert).toHaveBeenCalledWith('The Public Key is invalid.'))
    expect(screen.getByRole('button', { name: 'Send message' })).toBeEnabled()
    expect(screen.queryByRole('heading', { name: 'Success page' })).toBeNull()
  })

  it("alerts 'An error occurred while sending the message. Please try again.' when no service said why", async () => {
    serveForms({ api: 'network', email: 'network' })
    const { user, field } = renderForm()
    await user.type(field(/^Full name/), 'Noura')
    await user.type(field(/^Email address/), 'noura@gulf.example')
    await user.type(field(/^Your inquiry/), 'Hello')
    await user.click(screen.getByRole('button', { name: 'Send message' }))
    await waitFor(() => expect(window.alert).toHaveBeenCalledWith('An error occurred while sending the message. Please try again.'))
  })

  it('turns the e-mail addresses of the description into mailto links; the consent links to /privacy-policy', () => {
    renderForm()
    expect(screen.getByRole('link', { name: 'hello@lumora-learning.example' })).toHaveAttribute(
      'href',
      'mailto:hello@lumora-learning.example',
    )
    expect(screen.getByRole('link', { name: 'careers@lumora-learning.example' })).toHaveAttribute(
      'href',
      'mailto:careers@lumora-learning.example',
    )
    const consent = screen.getByText(/By sending this form you agree to our/).closest('p') as HTMLElement
    expect(within(consent).getByRole('link', { name: 'privacy policy' })).toHaveAttribute('href', '/privacy-policy')
  })

  it('speaks Arabic: labels from the content, messages from the translations', async () => {
    const { user, field } = renderForm('ar')
    await user.click(screen.getByRole('button', { name: 'أرسلوا الرسالة' }))
    expect(field(/^الاسم الكامل/)).toHaveAccessibleDescription('يُرجى إدخال الاسم الكامل')
    expect(screen.getByText('يُرجى إدخال البريد الإلكتروني')).toBeInTheDocument()
    expect(screen.getByText('يُرجى كتابة استفساركم')).toBeInTheDocument()
  })
})
