import { useI18n } from '../../i18n/translation.tsx'
import type { contactFormSchema } from './schema.ts'
import { CONTACT_TOUCHED_ON_SUBMIT, contactEnquirySchema, SERVICE_OPTIONS } from '../../../schemas/forms/contact.ts'
import { stripPhone } from '../../../schemas/forms/rules.ts'
import { useOptionalBlock } from '../../engine/block-context.tsx'
import type { BlockProps } from '../../engine/block-definition.ts'
import { Editable } from '../../engine/editable.ts'
import { fieldsOf } from '../../engine/fields.ts'
import { useLocalize } from '../../i18n/localize.ts'
import { ConsentLine } from '../../widgets/forms/consent-line.tsx'
import { FormField, INPUT_KIND } from '../../widgets/forms/form-field.tsx'
import { useForm } from '../../widgets/forms/use-form.ts'
import { useSendForm } from '../../widgets/forms/use-send-form.ts'
import { withLinkedEmails } from '../../widgets/linked-emails.tsx'
import { Reveal } from '../../widgets/reveal.tsx'

const INITIAL = { fullName: '', companyName: '', email: '', phone: '', service: 'None', inquiry: '' }
const REWRITE = { phone: stripPhone }

/**
 * Contact block 2: title, a description whose e-mail addresses are mailto links, the contact
 * form (spec §4–§5) with its consent line, and an image. A sent enquiry goes to /success.
 */
export default function ContactForm({ content }: BlockProps<typeof contactFormSchema>) {
  const f = fieldsOf(content)
  const { t } = useI18n()
  const localize = useLocalize()
  const editing = !!useOptionalBlock()?.editing
  const form = useForm({ schema: contactEnquirySchema, initial: INITIAL, touchOnSubmit: CONTACT_TOUCHED_ON_SUBMIT, rewrite: REWRITE })
  const { sending, send, canSend } = useSendForm('contact')
  const description = localize(content.description)
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
  const serviceLabel = { None: f.serviceInterest.none, LMS: f.serviceInterest.lms, Content: f.serviceInterest.content } as const
  const placeholder = (field: { $value: { en: string; ar: string } }) => localize(field.$value) || undefined

  return (
    <Editable.SectionFrame className="contact-form section" inner="contact-form__inner">
      {(headingId) => (
        <>
          <Reveal className="contact-form__main" amount={0.1}>
            <Editable.Text field={f.title} as="h2" className="section-head__title" id={headingId} />
            <div className="contact-form__description">
              <Editable.Area field={f.description}>
                {(description.length ? description : editing ? ['…'] : []).map((line, i) => (
                  <p key={i}>{withLinkedEmails(line, !editing)}</p>
                ))}
              </Editable.Area>
            </div>
            <form className="contact-form__form" noValidate onSubmit={form.handleSubmit((values) => void send(values))}>
              <div className="contact-form__row">
                <FormField label={<Editable.Text field={f.fullName.label} />} required error={form.errorOf('fullName')}>
                  {(control) => (
                    <input
                      {...control}
                      {...form.bind('fullName')}
                      className="form-input"
                      {...INPUT_KIND.name}
                      placeholder={placeholder(f.fullName.placeholder)}
                    />
                  )}
                </FormField>
                <FormField label={<Editable.Text field={f.companyName.label} />} error={form.errorOf('companyName')}>
                  {(control) => (
                    <input
                      {...control}
                      {...form.bind('companyName')}
                      className="form-input"
                      type="text"
                      autoComplete="organization"
                      placeholder={placeholder(f.companyName.placeholder)}
                    />
                  )}
                </FormField>
              </div>
              <div className="contact-form__row">
                <FormField label={<Editable.Text field={f.email.label} />} required error={form.errorOf('email')}>
                  {(control) => (
                    <input
                      {...control}
                      {...form.bind('email')}
                      className="form-input"
                      {...INPUT_KIND.email}
                      placeholder={placeholder(f.email.placeholder)}
                    />
                  )}
                </FormField>
                <FormField label={<Editable.Text field={f.phone.label} />} error={form.errorOf('phone')}>
                  {(control) => (
                    <input
                      {...control}
                      {...form.bind('phone')}
                      className="form-input"
                      {...INPUT_KIND.phone}
                      // A number reads left to right; the placeholder keeps the page's direction.
                      dir={form.values.phone ? 'ltr' : undefined}
                      placeholder={placeholder(f.phone.placeholder)}
                    />
                  )}
                </FormField>
              </div>
              <FormField label={<Editable.Text field={f.serviceInterest.label} />}>
                {(control) => (
                  <select {...control} {...form.bind('service')} className="form-input">
                    {SERVICE_OPTIONS.map((option) => (
                      <option key={option} value={option}>
                        {localize(serviceLabel[option].$value)}
                      </option>
                    ))}
                  </select>
                )}
              </FormField>
              {editing && (
                <div className="contact-form__options">
                  {SERVICE_OPTIONS.map((option) => (
                    <Editable.Text key={option} field={serviceLabel[option]} className="contact-form__option" />
                  ))}
                </div>
              )}
              <FormField label={<Editable.Text field={f.inquiry.label} />} required error={form.errorOf('inquiry')}>
                {(control) => (
                  <textarea
                    {...control}
                    {...form.bind('inquiry')}
                    className="form-input"
                    rows={5}
                    placeholder={placeholder(f.inquiry.placeholder)}
                  />
                )}
              </FormField>
              <ConsentLine
                before={<Editable.Text field={f.consent_part1} />}
                linkText={<Editable.Text field={f.privacy_policy} />}
                after={<Editable.Text field={f.consent_part2} />}
                afterText={localize(content.consent_part2)}
                editing={editing}
              />
              {editing ? (
                <Editable.Text field={f.sendButton} className="button button--primary form-submit" />
              ) : (
                <button type="submit" className="button button--primary form-submit" disabled={!canSend}>
                  {sending ? t('Sending...') : localize(content.sendButton)}
                </button>
              )}
            </form>
          </Reveal>
          <Editable.MediaSide b="contact-form" field={f.image} amount={0.1} sizes="(min-width: 960px) 40vw, 100vw" />
        </>
      )}
    </Editable.SectionFrame>
  )
}
