import { useId } from 'react'
import { useI18n } from '../../i18n/translation.tsx'
import { DEMO_FORM_ANCHOR, type demoRequestSchema } from './schema.ts'
import { DEMO_TOUCHED_ON_SUBMIT, demoRequestSchema as demoFormSchema } from '../../../schemas/forms/demo-request.ts'
import { stripPhone } from '../../../schemas/forms/rules.ts'
import { useOptionalBlock } from '../../engine/block-context.tsx'
import type { BlockProps } from '../../engine/block-definition.ts'
import { Editable } from '../../engine/editable.ts'
import { fieldsOf } from '../../engine/fields.ts'
import { useFieldLabel } from '../../engine/inline/edit-handle.ts'
import { useLocalize } from '../../i18n/localize.ts'
import { FormField, INPUT_KIND } from '../../widgets/forms/form-field.tsx'
import { useForm } from '../../widgets/forms/use-form.ts'
import { useSendForm } from '../../widgets/forms/use-send-form.ts'
import { Reveal } from '../../widgets/reveal.tsx'
import { BackgroundVideo } from './background-video.tsx'

/** spec: the secondary link goes to /contact unless set. */
export const SECONDARY_DEFAULT_LINK = '/contact'

const INITIAL = { fullName: '', email: '', phone: '' }
const REWRITE = { phone: stripPhone }

/**
 * The demo request section: a looping muted video under a coloured overlay, a title and a
 * subtitle, and the form card (spec §4–§5: every field touched on a submit with errors, the
 * phone stripped as typed, 'Sending...' then /success). The request is stored through the
 * submissions API and sent by e-mail, like the other forms.
 */
export default function DemoRequest({ content }: BlockProps<typeof demoRequestSchema>) {
  const { t } = useI18n()
  const localize = useLocalize()
  const f = fieldsOf(content)
  const editing = !!useOptionalBlock()?.editing
  const headingId = useId()
  const formTitleId = useId()
  const form = useForm({ schema: demoFormSchema, initial: INITIAL, touchOnSubmit: DEMO_TOUCHED_ON_SUBMIT, rewrite: REWRITE })
  const { sending, send, canSend } = useSendForm('demo-request')
  const labels = {
    video: useFieldLabel(f.videoUrl.$path),
    overlay: useFieldLabel(f.overlayColor.$path),
    opacity: useFieldLabel(f.overlayOpacity.$path),
  }

  return (
    <section id={DEMO_FORM_ANCHOR} className="demo-request" aria-labelledby={headingId}>
      <div className="demo-request__backdrop" aria-hidden="true">
        <BackgroundVideo src={content.videoUrl} poster={content.posterImage.src} />
        <span className="demo-request__overlay" style={{ backgroundColor: content.overlayColor, opacity: content.overlayOpacity }} />
      </div>
      <div className="container demo-request__inner">
        <Reveal className="demo-request__intro" amount={0.1}>
          <Editable.Text field={f.title} as="h2" className="demo-request__title" id={headingId} />
          <Editable.Paragraphs field={f.subtitle} className="demo-request__subtitle" spaced />
          {editing && (
            <div className="demo-request__edit-row">
              <Editable.Area field={f.videoUrl} className="demo-request__edit-chip">
                {labels.video}
              </Editable.Area>
              <Editable.Image field={f.posterImage} className="demo-request__edit-poster" sizes="80px" />
              <Editable.Area field={f.overlayColor} className="demo-request__edit-chip">
                <span className="demo-request__swatch" style={{ backgroundColor: content.overlayColor }} aria-hidden="true" />
                {labels.overlay}
              </Editable.Area>
              <Editable.Area field={f.overlayOpacity} className="demo-request__edit-chip">
                {labels.opacity}: {Math.round(content.overlayOpacity * 100)}%
              </Editable.Area>
            </div>
          )}
        </Reveal>
        <Reveal className="demo-request__card" amount={0.1} delay={0.2}>
          <Editable.Text field={f.formTitle} as="h3" className="demo-request__form-title" id={formTitleId} />
          <form
            className="demo-request__form"
            noValidate
            aria-labelledby={formTitleId}
            onSubmit={form.handleSubmit((values) => void send(values))}
          >
            <FormField label={<Editable.Text field={f.fullNameLabel} />} required error={form.errorOf('fullName')}>
              {(control) => <input {...control} {...form.bind('fullName')} className="form-input" {...INPUT_KIND.name} />}
            </FormField>
            <FormField label={<Editable.Text field={f.emailLabel} />} required error={form.errorOf('email')}>
              {(control) => <input {...control} {...form.bind('email')} className="form-input" {...INPUT_KIND.email} />}
            </FormField>
            <FormField label={<Editable.Text field={f.phoneLabel} />} required error={form.errorOf('phone')}>
              {(control) => <input {...control} {...form.bind('phone')} className="form-input" {...INPUT_KIND.phone} />}
            </FormField>
            <p className="form-consent">
              <Editable.Text field={f.consentPart1} />{' '}
              <Editable.Link text={f.privacyPolicyText} href={f.privacyPolicyLink} fallbackHref="/privacy-policy" />{' '}
              <Editable.Text field={f.consentPart2} />
            </p>
            {editing ? (
              <Editable.Text field={f.submitButtonText} className="button button--accent form-submit demo-request__submit" />
            ) : (
              <button type="submit" className="button button--accent form-submit demo-request__submit" disabled={!canSend}>
                {sending ? t('Sending...') : localize(content.submitButtonText)}
              </button>
            )}
          </form>
          <div className="demo-request__secondary">
            <Editable.Link text={f.secondaryLinkText} href={f.secondaryLinkHref} fallbackHref={SECONDARY_DEFAULT_LINK} />
          </div>
        </Reveal>
      </div>
    </section>
  )
}
