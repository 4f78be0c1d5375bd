import { laterSolutionPage } from './solution-pages.ts'
import { defineLayout } from './types.ts'

export default defineLayout(laterSolutionPage('solutions-ilearn-catalogues'))
