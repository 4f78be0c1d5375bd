import { awardsSeed } from '../../src/blocks/awards/seed.ts'
import { footerSeed } from '../../src/blocks/footer/seed.ts'
import { headerSeed } from '../../src/blocks/header/seed.ts'
import { partnersSeed } from '../../src/blocks/partners/seed.ts'
import { teamSeed } from '../../src/blocks/team/seed.ts'
import { textSeed } from '../../src/blocks/text/seed.ts'

/** The seeds kept in block folders (src/blocks/<key>/seed.ts), one line each; read by the seed only. */
export const blockSeeds = [headerSeed, footerSeed, textSeed, teamSeed, partnersSeed, awardsSeed]
