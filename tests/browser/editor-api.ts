import { type APIRequestContext, expect } from '@playwright/test'
import { ADMIN } from './helpers.ts'

export interface Block {
  id: string
  block_type: string
  order: number
  version: number
  content: Record<string, unknown>
}

/** An administrator's access token, from the API (as another editor in another browser would have). */
export async function token(request: APIRequestContext): Promise<string> {
  const res = await request.post('/api/v1/auth/login', { data: { email: ADMIN.email, password: ADMIN.password } })
  expect(res.ok()).toBe(true)
  return ((await res.json()) as { access_token: string }).access_token
}

/** The page as an administrator reads it (drafts included). */
export async function adminPage(request: APIRequestContext, slug: string): Promise<Block[]> {
  const res = await request.get(`/api/v1/pages/${slug}`, { headers: { Authorization: `Bearer ${await token(request)}` } })
  expect(res.ok()).toBe(true)
  return ((await res.json()) as { blocks: Block[] }).blocks
}

export async function blockOf(request: APIRequestContext, slug: string, type: string): Promise<Block> {
  const block = (await adminPage(request, slug)).find((b) => b.block_type === type)
  if (!block) throw new Error(`No ${type} on ${slug}`)
  return block
}

/** Another editor's save, straight through the API. */
export async function putAs(request: APIRequestContext, block: Block, content: Record<string, unknown>): Promise<Block> {
  const res = await request.put(`/api/v1/pages/blocks/${block.id}`, {
    headers: { Authorization: `Bearer ${await token(request)}` },
    data: { type: block.block_type, content, version: block.version },
  })
  expect(res.status()).toBe(200)
  return (await res.json()) as Block
}
