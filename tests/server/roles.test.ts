import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { AppContext } from '../../server/app.ts'
import { type BlockDto, multipart, tinyPng } from './fixtures.ts'
import { bearer, dialects, login, makeEnv, snapshot, startApp, type TestEnv } from './helpers.ts'
import { addSignedIn } from './people-helpers.ts'

const heroContent = {
  title: { en: 'Plans for growth', ar: '' },
  subtitle: { en: 'We help you grow.', ar: '' },
  mainImage: { src: '/media/a.svg', alt: { en: 'Team at work', ar: '' } },
}

describe.each(dialects)('each role’s writes on %s', (dialect) => {
  let env: TestEnv
  let ctx: AppContext
  let admin: string
  let editor: string
  let translator: string
  let hero: BlockDto

  beforeAll(async () => {
    env = await makeEnv(dialect)
    ctx = await startApp(env)
    admin = (await login(ctx)).access_token
    editor = (await addSignedIn(ctx, admin, 'editor@test.example', 'editor')).token
    translator = (await addSignedIn(ctx, admin, 'translator@test.example', 'translator')).token
  })
  beforeEach(async () => {
    const res = await call('POST', '/v1/pages/success/blocks', admin, { block_type: 'hero', content: heroContent })
    expect(res.statusCode).toBe(201)
    hero = res.json()
  })
  afterAll(async () => {
    await ctx?.app.close()
    await env?.cleanup()
  })

  function call(method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, token: string, payload?: object) {
    return ctx.app.inject({ method, url: `/api${url}`, headers: bearer(token), ...(payload ? { payload } : {}) })
  }
  const patch = (token: string, operations: object[]) =>
    call('PATCH', `/v1/pages/blocks/${hero.id}`, token, { version: hero.version, operations })
  const put = (token: string, content: object) =>
    call('PUT', `/v1/pages/blocks/${hero.id}`, token, { type: 'hero', version: hero.version, content })
  const stored = async () =>
    JSON.parse((await ctx.db.db.selectFrom('blocks').select('content').where('id', '=', hero.id).executeTakeFirstOrThrow()).content)

  it('lets an editor create, change, publish, reorder, delete, restore and upload', async () => {
    expect((await call('POST', '/v1/pages/success/blocks', editor, { block_type: 'text' })).statusCode).toBe(201)
    expect((await patch(editor, [{ op: 'replace', path: '/title/en', value: 'Plans' }])).statusCode).toBe(200)
    const hidden = await call('PATCH', `/v1/pages/blocks/${hero.id}`, editor, {
      version: 2,
      operations: [{ op: 'add', path: '/hidden', value: true }],
    })
    expect(hidden.statusCode).toBe(200)
    expect((await call('GET', `/v1/pages/blocks/${hero.id}/revisions`, editor)).statusCode).toBe(200)
    expect((await call('POST', `/v1/pages/blocks/${hero.id}/revisions/1/restore`, editor, { version: 3 })).statusCode).toBe(200)
    const page = (await call('GET', '/v1/pages/success', editor)).json() as { blocks: BlockDto[] }
    const reorder = page.blocks.map((b, i) => ({ id: b.id, order: page.blocks.length - i }))
    expect((await call('POST', '/v1/pages/blocks/reorder', editor, { page: 'success', blocks: reorder })).statusCode).toBe(200)
    expect((await call('DELETE', `/v1/pages/blocks/${hero.id}`, editor)).statusCode).toBe(204)
    expect((await call('POST', `/v1/pages/blocks/${hero.id}/restore`, editor)).statusCode).toBe(200)
    const file = await multipart(tinyPng(), 'dot.png', 'file', 'image/png')
    const upload = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/uploads/',
      headers: { ...bearer(editor), ...file.headers },
      payload: file.payload,
    })
    expect(upload.statusCode).toBe(201)
  })

  it('refuses an editor the enquiries (administrators read them)', async () => {
    for (const url of ['/v1/submissions', '/v1/newsletter', '/v1/submissions.csv'])
      expect((await call('GET', url, editor)).statusCode).toBe(403)
  })

  it('lets a translator change the Arabic of texts and alt texts, by PATCH and by PUT', async () => {
    const res = await patch(translator, [
      { op: 'replace', path: '/title/ar', value: 'خطط للنمو' },
      { op: 'replace', path: '/mainImage/alt/ar', value: 'فريق يعمل' },
    ])
    expect(res.statusCode, res.body).toBe(200)
    hero.version = res.json().version
    const content = { ...(await stored()), subtitle: { en: 'We help you grow.', ar: 'نساعدكم على النمو.' } }
    expect((await put(translator, content)).statusCode).toBe(200)
    expect(await stored()).toMatchObject({
      title: { en: 'Plans for growth', ar: 'خطط للنمو' },
      subtitle: { ar: 'نساعدكم على النمو.' },
      mainImage: { alt: { en: 'Team at work', ar: 'فريق يعمل' } },
    })
  })

  it('refuses a translator any other change in the same write, naming its path, and writes nothing', async () => {
    const before = await snapshot(ctx)
    const cases: [string, () => ReturnType<typeof call>, string][] = [
      [
        'English text',
        () =>
          patch(translator, [
            { op: 'replace', path: '/title/ar', value: 'خطط' },
            { op: 'replace', path: '/title/en', value: 'Plans' },
          ]),
        '/title/en',
      ],
      ['English alt text', () => patch(translator, [{ op: 'replace', path: '/mainImage/alt/en', value: 'x' }]), '/mainImage/alt/en'],
      ['an image', () => patch(translator, [{ op: 'replace', path: '/mainImage/src', value: '/media/b.svg' }]), '/mainImage/src'],
      ['publishing', () => patch(translator, [{ op: 'add', path: '/hidden', value: true }]), '/hidden'],
      ['a PUT that drops a field', () => put(translator, { title: { en: 'Plans for growth', ar: 'خطط' } }), '/subtitle'],
    ]
    for (const [what, send, path] of cases) {
      const res = await send()
      expect(res.statusCode, what).toBe(403)
      expect(res.json().error.code, what).toBe('TRANSLATION_ONLY')
      expect(res.json().error.message, what).toContain(path)
    }
    expect(await snapshot(ctx)).toEqual(before)
  })

  it('refuses a translator every structural write with 403', async () => {
    const before = await snapshot(ctx)
    const file = await multipart(tinyPng(), 'dot.png', 'file', 'image/png')
    const answers = [
      await call('POST', '/v1/pages/success/blocks', translator, { block_type: 'text' }),
      await call('DELETE', `/v1/pages/blocks/${hero.id}`, translator),
      await call('POST', '/v1/pages/blocks/reorder', translator, { page: 'success', blocks: [{ id: hero.id, order: 1 }] }),
      await call('POST', `/v1/pages/blocks/${hero.id}/revisions/1/restore`, translator, { version: 1 }),
      await call('POST', `/v1/pages/blocks/${hero.id}/restore`, translator),
      await ctx.app.inject({
        method: 'POST',
        url: '/api/v1/uploads/',
        headers: { ...bearer(translator), ...file.headers },
        payload: file.payload,
      }),
      await call('GET', '/v1/people', translator),
    ]
    for (const res of answers) {
      expect(res.statusCode).toBe(403)
      expect(res.json().error.code).toBe('FORBIDDEN')
    }
    expect(answers[0]?.json().error.message).toBe('You are signed in as a translator: only an administrator or an editor may do this.')
    expect(await snapshot(ctx)).toEqual(before)
  })

  it('lets an administrator do all of it', async () => {
    expect((await patch(admin, [{ op: 'replace', path: '/title/en', value: 'Plans' }])).statusCode).toBe(200)
    expect((await call('GET', '/v1/submissions', admin)).statusCode).toBe(200)
    expect((await call('GET', '/v1/people', admin)).statusCode).toBe(200)
  })
})
