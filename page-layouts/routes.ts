/**
 * The route table of spec/overview.md §2 as data: the client router renders from it and the
 * server answers 404 for paths that match none of it. `:param` matches one path segment.
 */
export interface RouteEntry {
  path: string
  /** Page key of the layout the route renders, or null for routes that redirect or stand alone. */
  page: string | null
  /** Title name: the document title is '{title} - {brand}'. */
  title: string
  /**
   * A detail route's items: the list (`list`) in the content of block `order` of page `page`,
   * whose entries' `id` the route's parameter names. An id that is not there is a 404; the
   * sitemap lists every one that is.
   */
  detail?: { page: string; order: number; list: string }
}

/** Where each detail route's items live (spec pages.md §3, §7). */
export const detailSources = {
  story: { page: 'customer-stories', order: 2, list: 'stories' },
  vacancy: { page: 'careers', order: 2, list: 'vacancies' },
  resource: { page: 'resources', order: 3, list: 'posts' },
} as const

export const solutionRoutes: RouteEntry[] = [
  { path: '/solutions/totara-suite', page: 'solutions-totara-suite', title: 'Totara Suite' },
  { path: '/solutions/totara-learn', page: 'solutions-totara-learn', title: 'Totara Learn' },
  { path: '/solutions/totara-perform', page: 'solutions-totara-perform', title: 'Totara Perform' },
  { path: '/solutions/totara-mobile', page: 'solutions-totara-mobile', title: 'Totara Mobile' },
  { path: '/solutions/totara-integrations', page: 'solutions-integrations', title: 'Totara Integrations' },
  { path: '/solutions/open-edx', page: 'solutions-openedx', title: 'Open edX' },
  { path: '/solutions/opensesame', page: 'solutions-opensesame', title: 'OpenSesame' },
  { path: '/solutions/ilearn-catalogues', page: 'solutions-ilearn-catalogues', title: 'iLearn Catalogues' },
  { path: '/solutions/bespoke-content', page: 'solutions-bespoke-content', title: 'Bespoke Content' },
  { path: '/solutions/rosetta-stone', page: 'solutions-rosetta-stone', title: 'Rosetta Stone' },
]

export const contentRoutes: RouteEntry[] = [
  { path: '/', page: 'home', title: 'Home' },
  { path: '/why-choose-us', page: 'why-choose-us', title: 'Why choose us' },
  { path: '/about', page: 'about', title: 'About' },
  { path: '/customer-stories', page: 'customer-stories', title: 'Customer stories' },
  { path: '/customer-stories/:storyId', page: 'story-detail-template', title: 'Customer Story detail', detail: detailSources.story },
  { path: '/our-team', page: 'our-team', title: 'Our team' },
  { path: '/careers', page: 'careers', title: 'Careers' },
  { path: '/vacancy-details/:vacancyId', page: 'vacancy-detail-template', title: 'Vacancy Details', detail: detailSources.vacancy },
  { path: '/our-partners', page: 'our-partners', title: 'Our partners' },
  { path: '/our-clients', page: 'our-clients', title: 'Our clients' },
  { path: '/our-awards', page: 'our-awards', title: 'Our awards' },
  { path: '/resources', page: 'resources', title: 'Resources' },
  { path: '/resources/:resourceId', page: 'resource-detail-template', title: 'Resource detail', detail: detailSources.resource },
  { path: '/contact', page: 'contact-us', title: 'Contact' },
  { path: '/success', page: 'success', title: 'Success' },
  { path: '/privacy-policy', page: 'privacy-policy', title: 'Privacy policy' },
  ...solutionRoutes,
]

/** Routes that exist but render no content page of their own. */
export const otherRoutes: RouteEntry[] = [
  { path: '/login', page: null, title: 'Log in' },
  { path: '/login/*', page: null, title: 'Log in' },
  { path: '/blog', page: null, title: 'Resources' },
  { path: '/events', page: null, title: 'Resources' },
  { path: '/careers/:vacancyId', page: null, title: 'Vacancy Details' },
  { path: '/admin/blocks', page: null, title: 'Block gallery' },
  { path: '/admin/submissions', page: null, title: 'Enquiries' },
  { path: '/admin/translations', page: null, title: 'Missing translations' },
]

/** Every page key of spec/pages.md §7 plus the site frame's and home's. */
export const pageKeys = [
  'header',
  'footer',
  'home',
  ...contentRoutes.map((r) => r.page).filter((p): p is string => p !== null && p !== 'home'),
] as const

function matches(pattern: string, pathname: string): boolean {
  const p = pattern.split('/').filter(Boolean)
  const s = pathname.split('/').filter(Boolean)
  if (p.at(-1) === '*') return s.length >= p.length - 1 && p.slice(0, -1).every((seg, i) => seg === s[i])
  return p.length === s.length && p.every((seg, i) => seg.startsWith(':') || seg === s[i])
}

export function findRoute(pathname: string): RouteEntry | undefined {
  const clean = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
  return [...contentRoutes, ...otherRoutes].find((r) => matches(r.path, clean))
}

/** The value of a route's one parameter in a path (the detail id), if it has one. */
export function routeParam(route: RouteEntry, pathname: string): string | undefined {
  const p = route.path.split('/').filter(Boolean)
  const s = pathname.split('/').filter(Boolean)
  const at = p.findIndex((seg) => seg.startsWith(':'))
  return at >= 0 ? s[at] : undefined
}
