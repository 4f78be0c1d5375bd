import { defineLayout } from './types.ts'

export default defineLayout({
  page: 'vacancy-detail-template',
  // The vacancy the address names, from Careers block 2; then this page's own selection process
  // and call to action, shared by every vacancy.
  sources: [{ order: 1, block: 'vacancies', view: 'detail', item: 'vacancyId', from: { page: 'careers', order: 2 } }],
  blocks: [
    { order: 2, block: 'timeline' },
    { order: 3, block: 'cta' },
  ],
  unused: [1],
  missing: { block: 'vacancies', message: 'Vacancy content not found!' },
})
