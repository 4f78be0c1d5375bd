import type { z } from 'zod/mini'
import type { vacanciesSchema } from './schema.ts'

export type VacanciesContent = z.output<typeof vacanciesSchema>
export type VacancyItem = VacanciesContent['vacancies'][number]
