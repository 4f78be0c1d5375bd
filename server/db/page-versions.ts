import type { Kysely } from 'kysely'
import type { Database } from './tables.ts'

interface Batch {
  slugs: Set<string>
  promise: Promise<Map<string, number>>
  settle(result: Map<string, number> | Error): void
}

/**
 * The pages' current versions, read in batches: one query at a time, for every page asked
 * about meanwhile. A caller always joins a query that starts after it asked, so the answer
 * holds every write committed before the question (read committed). Under load this is one
 * primary-key query per database round trip, however many reads are waiting.
 */
export function pageVersions(db: Kysely<Database>): (slug: string) => Promise<number | undefined> {
  let running = false
  let next: Batch | undefined

  function launch() {
    const batch = next
    if (!batch) return
    next = undefined
    running = true
    db.selectFrom('pages')
      .select(['slug', 'version'])
      .where('slug', 'in', [...batch.slugs])
      .execute()
      .then(
        (rows) => batch.settle(new Map(rows.map((r) => [r.slug, Number(r.version)]))),
        (err: Error) => batch.settle(err),
      )
      .finally(() => {
        running = false
        launch()
      })
  }

  return (slug) => {
    if (!next) {
      let settle!: Batch['settle']
      const promise = new Promise<Map<string, number>>((resolve, reject) => {
        settle = (result) => (result instanceof Error ? reject(result) : resolve(result))
      })
      // Every waiting read handles the rejection; none is left unhandled.
      promise.catch(() => undefined)
      next = { slugs: new Set(), promise, settle }
    }
    next.slugs.add(slug)
    const answer = next.promise.then((versions) => versions.get(slug))
    if (!running) launch()
    return answer
  }
}
