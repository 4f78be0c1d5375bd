/**
 * The fields that name a list item or a block, in the order they are looked for, where no schema
 * is at hand (a schedule's item, a conflict's value): the editor's list and the server's schedule
 * list read this one list. Where the item's schema is known, its own title field comes first
 * (schemas/item-meta.ts `listItems`).
 */
export const TITLE_KEYS = ['title', 'label', 'name', 'question', 'country', 'alt'] as const
