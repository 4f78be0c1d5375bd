import { t } from './seed-media.ts'

const option = <const I extends string>(id: I, en: string, ar: string) => ({ id, name: t(en, ar) })

/** The industries and solutions customer stories and clients are filtered by (the same lists on both pages). */
export const categoryFilters = {
  industryLabel: t('Industry', 'القطاع'),
  solutionLabel: t('Solution', 'الحل'),
  allLabel: t('All', 'الكل'),
  industries: [
    option('government', 'Government', 'القطاع الحكومي'),
    option('banking', 'Banking and finance', 'البنوك والخدمات المالية'),
    option('energy', 'Energy and utilities', 'الطاقة والمرافق'),
    option('healthcare', 'Healthcare', 'الرعاية الصحية'),
    option('education', 'Education', 'التعليم'),
    option('aviation', 'Aviation and logistics', 'الطيران والخدمات اللوجستية'),
    option('retail', 'Retail and hospitality', 'التجزئة والضيافة'),
    option('telecom', 'Telecommunications', 'الاتصالات'),
  ],
  solutions: [
    option('totara-learn', 'Totara Learn', 'منصّة Totara Learn'),
    option('totara-perform', 'Totara Perform', 'منصّة Totara Perform'),
    option('totara-mobile', 'Totara Mobile', 'تطبيق Totara Mobile'),
    option('open-edx', 'Open edX', 'منصّة Open edX'),
    option('opensesame', 'OpenSesame', 'مكتبة OpenSesame'),
    option('ilearn', 'iLearn catalogues', 'كتالوجات iLearn'),
    option('bespoke-content', 'Bespoke content', 'المحتوى المخصّص'),
    option('rosetta-stone', 'Rosetta Stone', 'برنامج Rosetta Stone'),
  ],
}

export type Industry = (typeof categoryFilters.industries)[number]['id']
