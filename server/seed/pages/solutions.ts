import type { PageRows } from './helpers.ts'
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
export const solutionPages: PageRows = {
  'solutions-totara-suite': totaraSuite,
  'solutions-totara-learn': totaraLearn,
  'solutions-totara-perform': totaraPerform,
  'solutions-totara-mobile': totaraMobile,
  'solutions-integrations': totaraIntegrations,
  'solutions-openedx': openEdx,
  'solutions-opensesame': openSesame,
  'solutions-ilearn-catalogues': iLearnCatalogues,
  'solutions-bespoke-content': bespokeContent,
  'solutions-rosetta-stone': rosettaStone,
}
