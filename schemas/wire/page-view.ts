import type { WindowRead } from '../list-window.ts'

/**
 * How a page is read: whole (editors, and the base of every edit), as lists draw it, for one
 * item's own page, or with one list cut to the window a place shows (schemas/list-window.ts).
 */
export type PageView = { kind: 'whole' } | { kind: 'summary' } | { kind: 'item'; id: string } | ({ kind: 'window' } & WindowRead)
