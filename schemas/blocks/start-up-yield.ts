/*
 * Imported halfway through the block schemas (./list.ts): where the browser offers
 * `scheduler.yield()`, the site's start-up lets it paint or answer a tap here, so building every
 * block's zod schema is two tasks, not one long one on a phone (11–15 ms of CPU at once on this
 * machine; a long task on Lighthouse's phone). Elsewhere (the server, tests) it waits for nothing.
 */
const browserScheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler
await browserScheduler?.yield?.()

export {}
