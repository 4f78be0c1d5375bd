import { t } from './seed-media.ts'

/*
 * The wordmarks of the platforms and tools the solution pages name: the solution pages' seed
 * (server/seed/pages/solutions) and the partner logos block's (src/blocks/partner-logos/seed.ts)
 * both show them.
 */

/** Wordmarks under public/media/solutions/logos: file, name as written, width (height 60). */
const LOGOS = {
  'totara-learn': 'Totara Learn',
  'totara-perform': 'Totara Perform',
  'totara-engage': 'Totara Engage',
  'totara-mobile': 'Totara Mobile',
  'totara-suite': 'Totara Suite',
  'open-edx': 'Open edX',
  opensesame: 'OpenSesame',
  ilearn: 'iLearn',
  'rosetta-stone': 'Rosetta Stone',
  'sap-successfactors': 'SAP SuccessFactors',
  'oracle-hcm': 'Oracle HCM',
  workday: 'Workday',
  'microsoft-entra-id': 'Microsoft Entra ID',
  'microsoft-teams': 'Microsoft Teams',
  zoom: 'Zoom',
  'google-workspace': 'Google Workspace',
  'linkedin-learning': 'LinkedIn Learning',
  go1: 'Go1',
  salesforce: 'Salesforce',
  'power-bi': 'Power BI',
  scorm: 'SCORM & xAPI',
  'active-directory': 'LDAP',
  bamboohr: 'BambooHR',
} as const

export type LogoKey = keyof typeof LOGOS

export const logoName = (key: LogoKey) => LOGOS[key]

/** The wordmark's width as the generator drew it (58 px plus 12.2 px a character). */
const logoWidth = (name: string) => Math.round(58 + name.length * 12.2)

export const logoImage = (key: LogoKey) => ({
  src: `/media/solutions/logos/${key}.svg`,
  alt: t(`${LOGOS[key]} logo`, `شعار ${LOGOS[key]}`),
  width: logoWidth(LOGOS[key]),
  height: 60,
})
