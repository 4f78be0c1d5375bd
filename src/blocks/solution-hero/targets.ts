/** spec §9: the hero's secondary button goes to /contact unless secondaryButtonLink says otherwise. */
export const SECONDARY_DEFAULT_LINK = '/contact'
/** spec §9: the hero animates in at 0.2 in view. */
export const HERO_IN_VIEW_AMOUNT = 0.2
