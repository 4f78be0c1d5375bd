import about from './about.ts'
import careers from './careers.ts'
import contactUs from './contact-us.ts'
import customerStories from './customer-stories.ts'
import home from './home.ts'
import ourAwards from './our-awards.ts'
import ourClients from './our-clients.ts'
import ourPartners from './our-partners.ts'
import ourTeam from './our-team.ts'
import privacyPolicy from './privacy-policy.ts'
import resourceDetailTemplate from './resource-detail-template.ts'
import resources from './resources.ts'
import solutionsBespokeContent from './solutions-bespoke-content.ts'
import solutionsIlearnCatalogues from './solutions-ilearn-catalogues.ts'
import solutionsIntegrations from './solutions-integrations.ts'
import solutionsOpenedx from './solutions-openedx.ts'
import solutionsOpensesame from './solutions-opensesame.ts'
import solutionsRosettaStone from './solutions-rosetta-stone.ts'
import solutionsTotaraLearn from './solutions-totara-learn.ts'
import solutionsTotaraMobile from './solutions-totara-mobile.ts'
import solutionsTotaraPerform from './solutions-totara-perform.ts'
import solutionsTotaraSuite from './solutions-totara-suite.ts'
import storyDetailTemplate from './story-detail-template.ts'
import success from './success.ts'
import type { PageLayout } from './types.ts'
import vacancyDetailTemplate from './vacancy-detail-template.ts'
import whyChooseUs from './why-choose-us.ts'

/** Page key → layout. Routes point at these; the renderer is generic. */
export const layouts: Record<string, PageLayout> = {
  home: home,
  about: about,
  careers: careers,
  'customer-stories': customerStories,
  'story-detail-template': storyDetailTemplate,
  'why-choose-us': whyChooseUs,
  'our-team': ourTeam,
  'vacancy-detail-template': vacancyDetailTemplate,
  'our-partners': ourPartners,
  'our-clients': ourClients,
  'our-awards': ourAwards,
  resources: resources,
  'resource-detail-template': resourceDetailTemplate,
  'contact-us': contactUs,
  success: success,
  'privacy-policy': privacyPolicy,
  'solutions-totara-suite': solutionsTotaraSuite,
  'solutions-totara-learn': solutionsTotaraLearn,
  'solutions-totara-perform': solutionsTotaraPerform,
  'solutions-totara-mobile': solutionsTotaraMobile,
  'solutions-integrations': solutionsIntegrations,
  'solutions-openedx': solutionsOpenedx,
  'solutions-opensesame': solutionsOpensesame,
  'solutions-ilearn-catalogues': solutionsIlearnCatalogues,
  'solutions-bespoke-content': solutionsBespokeContent,
  'solutions-rosetta-stone': solutionsRosettaStone,
}
