import { existsSync, readdirSync } from 'node:fs'
import type { AppContext } from '../../server/app.ts'
import { PNG_SIGNATURE, solidPng } from '../png.ts'

/** Shared request builders for the server tests (no app or database state here). */

export { PNG_SIGNATURE }

/** A valid 1×1 PNG. */
export function tinyPng(): Buffer {
  return solidPng(1, [0x1a, 0x73, 0xe8])
}

export interface Multipart {
  payload: Buffer
  headers: { 'content-type': string }
}

/** A multipart/form-data body with one file part, as a browser's FormData would send it. */
export async function multipart(
  bytes: Buffer | string,
  filename: string,
  field = 'file',
  type = 'application/octet-stream',
): Promise<Multipart> {
  const form = new FormData()
  form.append(field, new Blob([typeof bytes === 'string' ? bytes : new Uint8Array(bytes)], { type }), filename)
  const req = new Request('http://x', { method: 'POST', body: form })
  return { payload: Buffer.from(await req.arrayBuffer()), headers: { 'content-type': req.headers.get('content-type') as string } }
}

/** Every file name in a folder, temporary ones included; empty when the folder does not exist. */
export function listDir(dir: string): string[] {
  return existsSync(dir) ? readdirSync(dir).sort() : []
}

/** Deterministic PRNG (mulberry32). */
export function rng(seed: number) {
  let a = seed >>> 0
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  return {
    next,
    int: (n: number) => Math.floor(next() * n),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T,
  }
}

export interface BlockDto {
  id: string
  block_type: string
  order: number
  content: Record<string, unknown>
  version: number
}

export async function getPage(ctx: AppContext, slug: string): Promise<{ slug: string; blocks: BlockDto[] }> {
  const res = await ctx.app.inject({ method: 'GET', url: `/api/v1/pages/${slug}` })
  if (res.statusCode !== 200) throw new Error(`GET ${slug}: ${res.statusCode} ${res.body}`)
  return res.json()
}

export async function firstBlock(ctx: AppContext, slug: string): Promise<BlockDto> {
  const block = (await getPage(ctx, slug)).blocks[0]
  if (!block) throw new Error(`page ${slug} has no block`)
  return block
}

/**
 * Removes the seeded blocks of these pages, so a test starts from empty pages whatever the seed
 * holds (the seed grows as pages get their content).
 */
export async function clearPages(ctx: AppContext, slugs: string[]): Promise<void> {
  await ctx.db.db.deleteFrom('blocks').where('page_slug', 'in', slugs).execute()
  for (const slug of slugs) ctx.cache.drop(slug)
}

/** POSTs a file to the upload route and waits for its responsive copies, which are made after the answer. */
export async function uploadFile(ctx: AppContext, auth: Record<string, string>, bytes: Buffer | string, name: string) {
  const form = await multipart(bytes, name)
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/uploads/',
    headers: { ...auth, ...form.headers },
    payload: form.payload,
  })
  await ctx.copies.idle()
  return res
}
