import type { SubmissionDto } from '../../schemas/wire/submission.ts'
import { toCsv } from './csv.ts'

/** One row per enquiry; the message is the inquiry or the cover letter, whichever the form has. */
export function submissionsCsv(items: SubmissionDto[]): string {
  return toCsv(
    ['Received', 'Form', 'Name', 'Email', 'Phone', 'Company', 'Service', 'Message', 'Vacancy', 'Page', 'Language', 'Attachment', 'Handled'],
    items.map((s) => [
      s.created_at,
      s.form,
      s.name,
      s.email,
      s.data.phone ?? '',
      s.data.companyName ?? '',
      s.data.service ?? '',
      s.data.inquiry ?? s.data.coverLetter ?? '',
      s.data.vacancyTitle ?? '',
      s.page,
      s.language,
      s.attachment?.name ?? '',
      s.handled_at ?? '',
    ]),
  )
}

export function newsletterCsv(rows: { email: string; language: string; created_at: string }[]): string {
  return toCsv(
    ['Signed up', 'Email', 'Language'],
    rows.map((r) => [r.created_at, r.email, r.language]),
  )
}
