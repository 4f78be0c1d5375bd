import type { SeedBlock } from '../seed-block.ts'
import type { PageSeeds } from './helpers.ts'
import { bespokeContent } from './solutions/bespoke.ts'
import { iLearnCatalogues } from './solutions/ilearn.ts'
import { openEdx } from './solutions/open-edx.ts'
import { openSesame } from './solutions/opensesame.ts'
import { rosettaStone } from './solutions/rosetta-stone.ts'
import { totaraIntegrations } from './solutions/totara-integrations.ts'
import { totaraLearn } from './solutions/totara-learn.ts'
import { totaraMobile } from './solutions/totara-mobile.ts'
import { totaraPerform } from './solutions/totara-perform.ts'
import { totaraSuite } from './solutions/totara-suite.ts'

/** The ten solution pages, every block at the order its layout (page-layouts/solutions-*.ts) gives it. */
const withoutDemo = (blocks: SeedBlock[]) => blocks.filter((b) => b.block_type !== 'DEMO-REQUEST')

export const solutionPages: PageSeeds = {
  'solutions-totara-suite': withoutDemo(totaraSuite),
  'solutions-totara-learn': withoutDemo(totaraLearn),
  'solutions-totara-perform': withoutDemo(totaraPerform),
  'solutions-totara-mobile': withoutDemo(totaraMobile),
  'solutions-integrations': withoutDemo(totaraIntegrations),
  'solutions-openedx': withoutDemo(openEdx),
  'solutions-opensesame': withoutDemo(openSesame),
  'solutions-ilearn-catalogues': withoutDemo(iLearnCatalogues),
  'solutions-bespoke-content': withoutDemo(bespokeContent),
  'solutions-rosetta-stone': withoutDemo(rosettaStone),
}
