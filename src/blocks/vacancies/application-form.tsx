import { useId, useState } from 'react'
import { useI18n } from '../../i18n/translation.tsx'
import {
  APPLICATION_TOUCHED_ON_SUBMIT,
  ATTACHMENT_ACCEPT,
  applicationSchema,
  hasAttachmentExtension,
} from '../../../schemas/forms/application.ts'
import { Editable } from '../../engine/editable.ts'
import type { Fields } from '../../engine/fields.ts'
import { useLocalize } from '../../i18n/localize.ts'
import { ConsentLine } from '../../widgets/forms/consent-line.tsx'
import { FormField, INPUT_KIND } from '../../widgets/forms/form-field.tsx'
import { useForm } from '../../widgets/forms/use-form.ts'
import { useSendForm } from '../../widgets/forms/use-send-form.ts'
import { InfoTip } from '../../widgets/info-tip.tsx'
import type { VacancyItem } from './vacancy-item.ts'

const INITIAL = { fullName: '', email: '', coverLetter: '' }
export const ATTACHMENT_TYPE_MESSAGE = 'Attach a PDF, Word or PowerPoint file'

/**
 * The side application form of a vacancy (spec §4–§5): name and e-mail required, a cover letter,
 * an attachment (pdf, doc, docx, ppt, pptx; a tooltip advises 10 MB at most). It is sent to the
 * content API, which keeps the file privately, and to the e-mail service; then /success.
 */
export function ApplicationForm({ vacancy, editing }: { vacancy: Fields<VacancyItem>; editing: boolean }) {
  const { t } = useI18n()
  const localize = useLocalize()
  const labels = vacancy.detailContent.form
  const form = useForm({ schema: applicationSchema, initial: INITIAL, touchOnSubmit: APPLICATION_TOUCHED_ON_SUBMIT })
  const { sending, send, canSend } = useSendForm('application')
  const [file, setFile] = useState<File | null>(null)
  const tipId = useId()
  const headingId = useId()
  const fileError = file && !hasAttachmentExtension(file.name) ? ATTACHMENT_TYPE_MESSAGE : undefined

  const onSubmit = form.handleSubmit((values) => {
    if (fileError) return
    void send({ ...values, vacancyId: vacancy.$value.id, vacancyTitle: localize(vacancy.title.$value) }, file)
  })

  return (
    <form className="application-form" noValidate onSubmit={onSubmit} aria-labelledby={headingId}>
      <Editable.Text field={labels.title} as="h2" className="application-form__title" id={headingId} />
      <FormField label={<Editable.Text field={labels.fullName} />} required error={form.errorOf('fullName')}>
        {(control) => <input {...control} {...form.bind('fullName')} className="form-input" {...INPUT_KIND.name} />}
      </FormField>
      <FormField label={<Editable.Text field={labels.emailAddress} />} required error={form.errorOf('email')}>
        {(control) => <input {...control} {...form.bind('email')} className="form-input" {...INPUT_KIND.email} />}
      </FormField>
      <FormField label={<Editable.Text field={labels.coverLetter} />} error={form.errorOf('coverLetter')}>
        {(control) => <textarea {...control} {...form.bind('coverLetter')} className="form-input" rows={5} />}
      </FormField>
      <FormField
        label={<Editable.Text field={labels.attachFile} />}
        error={fileError}
        hint={
          <span className="application-form__file-hint">
            <span dir="ltr">PDF, DOC, DOCX, PPT, PPTX</span>
            <InfoTip label={t('About the attachment')} tipId={tipId} text={t('The total size of your files should not exceed 10 MB.')} />
          </span>
        }
      >
        {(control) => (
          <input
            {...control}
            aria-describedby={[control['aria-describedby'], tipId].filter(Boolean).join(' ')}
            className="form-input application-form__file"
            type="file"
            name="attachment"
            accept={ATTACHMENT_ACCEPT}
            onChange={(e) => setFile(e.target.files?.[0] ?? null)}
          />
        )}
      </FormField>
      <ConsentLine
        before={<Editable.Text field={labels.consent_part1} />}
        linkText={<Editable.Text field={labels.privacy_policy} />}
        after={<Editable.Text field={labels.consent_part2} />}
        afterText={localize(labels.consent_part2.$value)}
        editing={editing}
      />
      {editing ? (
        <Editable.Text field={labels.sendButton} className="button button--primary form-submit" />
      ) : (
        <button type="submit" className="button button--primary form-submit" disabled={!canSend}>
          {sending ? t('Sending...') : localize(labels.sendButton.$value)}
        </button>
      )}
    </form>
  )
}
