import { expectTypeOf, test } from 'vitest'
import type { z } from 'zod/mini'
import type { partnersSchema } from '../../src/blocks/partners/schema.ts'
import { type Commit, useCommit } from '../../src/engine/commit.ts'

type Partner = z.output<typeof partnersSchema>['partners'][number]

test("a block's commit is typed from the field it commits: no cast of its content", () => {
  expectTypeOf(useCommit<typeof partnersSchema>).returns.toEqualTypeOf<Commit<typeof partnersSchema> | undefined>()
  const commit = {} as Commit<typeof partnersSchema>
  commit('partners', (partners) => {
    expectTypeOf(partners).toEqualTypeOf<Partner[]>()
    return partners.filter((p) => p.id !== 'x')
  })

  // @ts-expect-error — partners has no field 'clients'
  commit('clients', (clients) => clients)

  // @ts-expect-error — the partners field holds partners, not a text
  commit('partners', () => 'a text')
})
