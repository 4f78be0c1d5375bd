import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AppContext } from '../../server/app.ts'
import { type BlockDto, firstBlock, listDir, multipart, rng, tinyPng } from './fixtures.ts'
import { ADMIN, bearer, dialects, login, makeEnv, rawRequest, snapshot, startApp, type TestEnv } from './helpers.ts'

/**
 * DESIGN §4: "a bad request never changes data and never takes the server down". Every request
 * generated here is malformed by construction (each one carries at least one defect that must
 * make it fail), so any write is a bug, and so is any 5xx.
 */

const COUNT = 640
const SEED = 0x5eed_2026

const fiveHundreds = (failures: string[]) => failures.filter((f) => / → 5\d\d/.test(f)).length

/** Requests Node's HTTP parser refuses before any route runs (431, malformed request lines and headers, CONNECT, Expect). */
const PARSER_CASES: Record<string, { data: string | Buffer; status: number }> = {
  'headers over 16 KB': { data: `GET /api/v1/pages/home HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`, status: 431 },
  'URL over 16 KB': { data: `GET /${'a'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`, status: 431 },
  'unknown method': { data: 'GETT /api/v1/pages/home HTTP/1.1\r\nHost: x\r\n\r\n', status: 400 },
  'HTTP/9.9': { data: 'GET /api/v1/pages/home HTTP/9.9\r\nHost: x\r\n\r\n', status: 400 },
  'space in a header name': { data: 'GET /api/v1/pages/home HTTP/1.1\r\nHost: x\r\nBad Header: y\r\n\r\n', status: 400 },
  'space before the colon': { data: 'GET /api/v1/pages/home HTTP/1.1\r\nHost : x\r\n\r\n', status: 400 },
  'NUL in a header value': { data: 'GET /api/v1/pages/home HTTP/1.1\r\nHost: x\r\nX-A: a\x00b\r\n\r\n', status: 400 },
  'CR inside a header value': { data: 'GET /api/v1/pages/home HTTP/1.1\r\nHost: x\r\nX-A: a\rb\r\n\r\n', status: 400 },
  'folded header line': { data: 'GET /api/v1/pages/home HTTP/1.1\r\nHost: x\r\nX-A: a\r\n b\r\n\r\n', status: 400 },
  'bare LF line ends': { data: 'GET /api/v1/pages/home HTTP/1.1\nHost: x\n\n', status: 400 },
  'HTTP/1.1 without Host': { data: 'GET /api/v1/pages/home HTTP/1.1\r\n\r\n', status: 400 },
  'space in the URL': { data: 'GET /api/v1/pages/ho me HTTP/1.1\r\nHost: x\r\n\r\n', status: 400 },
  'Content-Length and Transfer-Encoding': {
    data: 'POST /api/v1/auth/login HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n',
    status: 400,
  },
  'two different Content-Lengths': {
    data: 'POST /api/v1/auth/login HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\nContent-Length: 6\r\n\r\nhello!',
    status: 400,
  },
  'Content-Length: abc': { data: 'POST /api/v1/auth/login HTTP/1.1\r\nHost: x\r\nContent-Length: abc\r\n\r\n', status: 400 },
  'Content-Length: -1': { data: 'POST /api/v1/auth/login HTTP/1.1\r\nHost: x\r\nContent-Length: -1\r\n\r\n', status: 400 },
  'chunk size zz': {
    data: 'POST /api/v1/auth/login HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\nabc\r\n0\r\n\r\n',
    status: 400,
  },
  'NUL in a chunk extension': {
    data: 'POST /api/v1/auth/login HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n5;\x00\r\nhello\r\n0\r\n\r\n',
    status: 400,
  },
  'Transfer-Encoding: chunked, gzip': {
    data: 'POST /api/v1/auth/login HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked, gzip\r\n\r\n0\r\n\r\n',
    status: 400,
  },
  'Transfer-Encoding: identity': {
    data: 'POST /api/v1/auth/login HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: identity\r\n\r\n',
    status: 400,
  },
  'HTTP/2 preface': { data: 'PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n', status: 400 },
  'TLS hello on the plain port': { data: Buffer.from([0x16, 0x03, 0x01, 0x00, 0xa5, 0x01, 0x00, 0x00, 0xa1, 0x03, 0x03]), status: 400 },
  CONNECT: { data: 'CONNECT evil.example:443 HTTP/1.1\r\nHost: evil.example:443\r\n\r\n', status: 405 },
  'Expect: 200-ok': { data: 'POST /api/v1/auth/login HTTP/1.1\r\nHost: x\r\nExpect: 200-ok\r\nContent-Length: 2\r\n\r\n{}', status: 417 },
}

/** Sends bytes on a fresh socket and reads the answer until the server closes it. */
interface Req {
  label: string
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH' | 'HEAD' | 'OPTIONS'
  url: string
  headers?: Record<string, string>
  payload?: string | Buffer
}

type Rng = ReturnType<typeof rng>

const MALFORMED_JSON = [
  '{',
  '}',
  '{"a":',
  '{"block_type":"text",}',
  "{'block_type':'text'}",
  'nul',
  'undefined',
  '[1,2',
  '{"a":"\\u00zz"}',
  '\u0000',
  '{"a":1}{"b":2}',
  'NaN',
  '{"order":Infinity}',
  '<xml/>',
  '',
  '{"a":1',
]
const NON_OBJECT_JSON = ['null', '42', '-1', '"text"', 'true', '[]', '[{"block_type":"text"}]', '1e999', '[null]']
const POLLUTION = [
  '{"__proto__":{"polluted":true},"block_type":"text"}',
  '{"constructor":{"prototype":{"polluted":true}},"block_type":"text"}',
  '{"block_type":"text","content":{"__proto__":{"polluted":true}}}',
  '{"email":"new-admin@test.example","password":"long enough password","__proto__":{"polluted":true}}',
  '{"page":"header","blocks":[],"__proto__":{"polluted":true}}',
  '{"type":"text","content":{"constructor":{"prototype":{"polluted":true}}},"version":1}',
]
const BAD_SLUGS = [
  'Bad_Slug',
  'a'.repeat(65),
  'UPPER',
  'dot.dot',
  '%00',
  '%20',
  '-%3Cscript%3E',
  'a%2Fb',
  '%E0%A4%A',
  'ü',
  '%F0%9F%92%A9',
  "'%20OR%201=1",
  '..',
]
const BAD_IDS = [
  'x'.repeat(65),
  'x'.repeat(5000),
  '%00',
  'abc%00def',
  "'%20OR%20'1'='1",
  '%E0%A4%A',
  '00000000-0000-0000-0000-000000000000',
  'null',
  'undefined',
  '-1',
  '%F0%9F%92%A9',
  '%2e%2e',
  'a%2Fb',
]
const WRONG_TYPES: unknown[] = [null, 0, -1, 1.5, 1e7, true, 'x', '', [], {}, [1], { a: 1 }, 'x'.repeat(100_000)]

const deepArray = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`
const deepObject = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`

/** A menu nested `depth` levels deep whose innermost item has a forbidden path, as JSON text. */
function deepMenu(depth: number): string {
  const open = (i: number) => `{"id":"nav-${i}","label":{"en":"x","ar":"س"},"path":"#","children":[`
  const leaf = '{"id":"nav-leaf","label":{"en":"x","ar":"س"},"path":"javascript:alert(1)"}'
  return `[${Array.from({ length: depth }, (_, i) => open(i)).join('')}${leaf}${']}'.repeat(depth)}]`
}

/** Content that the block type's schema must refuse. */
function invalidContent(r: Rng, blockType: string): string {
  const text: object[] = [
    { title: 5 },
    { title: { en: 5, ar: 'x' } },
    { title: { en: 'x'.repeat(600), ar: 'x' } },
    { intro: 'not an object' },
    { intro: { en: 'x'.repeat(20_001), ar: '' } },
    { contactUsEmail: { en: 'not-an-email', ar: '' } },
    { intro: [1, 2, 3] },
    { intro: null },
  ]
  const header: object[] = [
    { menuItems: 'x' },
    { menuItems: [{ id: 'nav-x', label: { en: 'x', ar: 'x' }, path: 'javascript:alert(1)' }] },
    { menuItems: [{ id: 'bad id!', label: { en: 'x', ar: 'x' }, path: '/' }] },
    { menuItems: Array.from({ length: 61 }, (_, i) => ({ id: `nav-${i}`, label: { en: 'x', ar: 'x' }, path: '/' })) },
    { brand: { logo: { src: 'javascript:alert(1)' } } },
    { brand: { logo: { width: -1 } } },
    { contactButtonText: 'Contact' },
  ]
  const footer: object[] = [
    { columns: 'x' },
    { social: [{ network: 'myspace' }] },
    { newsletterEmail: 'not-an-email' },
    { legalLinks: [{ path: 'data:text/html,<script>alert(1)</script>' }] },
    { columns: Array.from({ length: 11 }, () => ({})) },
    { contacts: { phone: 'x'.repeat(41) } },
  ]
  const pool = blockType.toLowerCase() === 'header' ? header : blockType.toLowerCase() === 'footer' ? footer : text
  if (blockType.toLowerCase() === 'header' && r.next() < 0.2) return `{"menuItems":${deepMenu(r.pick([50, 500, 3000]))}}`
  // A deep value under a key the schema reads (unknown keys of header and footer are dropped, not refused).
  const key = { header: 'menuItems', footer: 'columns' }[blockType.toLowerCase()] ?? 'intro'
  if (r.next() < 0.15) return `{"${key}":${r.next() < 0.5 ? deepArray(5000) : deepObject(5000)}}`
  return JSON.stringify(r.pick(pool))
}

describe.each(dialects)('malformed requests on %s', (dialect) => {
  let env: TestEnv
  let ctx: AppContext
  let token: string
  let refreshToken: string
  const known: Record<string, BlockDto> = {}

  beforeAll(async () => {
    env = await makeEnv(dialect)
    ctx = await startApp(env)
    const pair = await login(ctx)
    token = pair.access_token
    refreshToken = pair.refresh_token
    for (const slug of ['header', 'footer', 'privacy-policy']) known[slug] = await firstBlock(ctx, slug)
  })
  afterAll(async () => {
    await ctx?.app.close()
    await env?.cleanup()
  })

  const json = (payload: string, r: Rng): Pick<Req, 'headers' | 'payload'> => {
    const type =
      r.next() < 0.85
        ? 'application/json'
        : r.pick(['text/plain', 'application/xml', 'application/x-www-form-urlencoded', 'multipart/form-data'])
    return { headers: { 'content-type': type }, payload }
  }

  /** A body that is malformed whatever the endpoint: bad JSON, not an object, pollution keys, or over 1 MB. */
  function junkBody(r: Rng): string {
    const roll = r.next()
    if (roll < 0.4) return r.pick(MALFORMED_JSON)
    if (roll < 0.65) return r.pick(NON_OBJECT_JSON)
    if (roll < 0.9) return r.pick(POLLUTION)
    return r.next() < 0.5 ? deepArray(20_000) : JSON.stringify({ huge: 'x'.repeat(1_100_000) })
  }

  const knownBlock = (r: Rng) => known[r.pick(['header', 'footer', 'privacy-policy'])] as BlockDto

  const generators: Record<string, (r: Rng) => Promise<Req> | Req> = {
    getPage: (r) => {
      const slug = r.next() < 0.8 ? r.pick(BAD_SLUGS) : `unknown-${r.int(1000)}`
      const query = r.pick([
        '',
        '?_=123',
        '?_=&_=',
        '?__proto__[polluted]=1',
        '?constructor[prototype][polluted]=1',
        `?_=${'x'.repeat(5000)}`,
      ])
      return { label: 'GET page', method: 'GET', url: `/api/v1/pages/${slug}${query}` }
    },
    createBlock: (r) => {
      const roll = r.next()
      if (roll < 0.15)
        return {
          label: 'POST block bad slug',
          method: 'POST',
          url: `/api/v1/pages/${r.pick(BAD_SLUGS)}/blocks`,
          ...json('{"block_type":"text"}', r),
        }
      if (roll < 0.25)
        return {
          label: 'POST block unknown page',
          method: 'POST',
          url: `/api/v1/pages/nope-${r.int(99)}/blocks`,
          ...json('{"block_type":"text"}', r),
        }
      if (roll < 0.45) return { label: 'POST block junk', method: 'POST', url: '/api/v1/pages/home/blocks', ...json(junkBody(r), r) }
      const blockType = r.pick(['text', 'header', 'footer', 'TEXT'])
      const bodies = [
        () => ({ block_type: r.pick(WRONG_TYPES.filter((v) => typeof v !== 'string' || v === '' || v.length > 64)) }),
        () => ({ block_type: r.pick(['no-such-type', '../../etc', 'text;drop', 'x'.repeat(65), '__proto__', 'constructor', 'toString']) }),
        () => ({ block_type: blockType, order: r.pick([1.5, '1', 1e7, -1e7, null, true, [], {}]) }),
        () => ({ block_type: blockType, content: r.pick([[], 'str', 5, null, true, [{}]]) }),
        () => ({ content: {} }),
        () => ({ block_type: 'text', order: 1, page: 'header' }), // order 1 is taken on header: see url below
      ]
      const i = r.int(bodies.length)
      const slug = i === 5 ? 'header' : r.pick(['home', 'about', 'careers'])
      if (r.next() < 0.35) {
        return {
          label: 'POST block invalid content',
          method: 'POST',
          url: `/api/v1/pages/${slug}/blocks`,
          ...json(`{"block_type":${JSON.stringify(blockType)},"content":${invalidContent(r, blockType)}}`, r),
        }
      }
      return {
        label: `POST block body #${i}`,
        method: 'POST',
        url: `/api/v1/pages/${slug}/blocks`,
        ...json(JSON.stringify((bodies[i] as () => object)()), r),
      }
    },
    updateBlock: (r) => {
      const roll = r.next()
      if (roll < 0.2) {
        const body = JSON.stringify({ type: 'text', content: {}, version: 1 })
        return { label: 'PUT unknown id', method: 'PUT', url: `/api/v1/pages/blocks/${r.pick(BAD_IDS)}`, ...json(body, r) }
      }
      const block = knownBlock(r)
      const url = `/api/v1/pages/blocks/${block.id}`
      if (roll < 0.35) return { label: 'PUT junk', method: 'PUT', url, ...json(junkBody(r), r) }
      const type = block.block_type
      const bodies = [
        () => ({ content: {}, version: block.version }),
        () => ({ type: type === 'HEADER' ? 'footer' : 'header', content: {}, version: block.version }),
        () => ({ type: r.pick(WRONG_TYPES), content: {}, version: block.version }),
        () => ({ type, content: r.pick([[], 'x', 5, null, true]), version: block.version }),
        () => ({ type, content: {}, version: r.pick([0, -1, 1.5, '1', null, [], 99, 1e9]) }),
        () => ({ type, version: block.version }),
      ]
      if (r.next() < 0.4)
        return {
          label: 'PUT invalid content',
          method: 'PUT',
          url,
          ...json(`{"type":"${type}","content":${invalidContent(r, type)},"version":${block.version}}`, r),
        }
      if (r.next() < 0.15) {
        const ifMatch = r.pick(['abc', '"-1"', 'W/"x"', '"99"', '*', '"1", "2"', '"1.5"'])
        return {
          label: `PUT If-Match ${ifMatch}`,
          method: 'PUT',
          url,
          headers: { 'content-type': 'application/json', 'if-match': ifMatch },
          payload: JSON.stringify({ type, content: {} }),
        }
      }
      const i = r.int(bodies.length)
      return { label: `PUT body #${i}`, method: 'PUT', url, ...json(JSON.stringify((bodies[i] as () => object)()), r) }
    },
    deleteBlock: (r) => {
      const req: Req = { label: 'DELETE unknown id', method: 'DELETE', url: `/api/v1/pages/blocks/${r.pick(BAD_IDS)}` }
      return r.next() < 0.3 ? { ...req, label: 'DELETE with junk body', ...json(junkBody(r), r) } : req
    },
    reorder: (r) => {
      if (r.next() < 0.25) return { label: 'reorder junk', method: 'POST', url: '/api/v1/pages/blocks/reorder', ...json(junkBody(r), r) }
      const h = (known.header as BlockDto).id
      const p = (known['privacy-policy'] as BlockDto).id
      const bodies = [
        {},
        { page: 'header' },
        { blocks: [{ id: h, order: 1 }] },
        { page: r.pick(BAD_SLUGS), blocks: [{ id: h, order: 1 }] },
        { page: 'header', blocks: r.pick(WRONG_TYPES) },
        { page: 'header', blocks: [] },
        { page: 'header', blocks: [{ id: h }] },
        { page: 'header', blocks: [{ id: h, order: r.pick([1.5, '2', null, 2e6, -2e6]) }] },
        {
          page: 'header',
          blocks: [
            { id: h, order: 1 },
            { id: h, order: 2 },
          ],
        },
        {
          page: 'header',
          blocks: [
            { id: h, order: 3 },
            { id: p, order: 3 },
          ],
        },
        { page: 'header', blocks: [{ id: p, order: 2 }] },
        { page: 'header', blocks: [{ id: r.pick(BAD_IDS), order: 2 }] },
        { page: 'header', blocks: Array.from({ length: 501 }, (_, i) => ({ id: `b${i}`, order: i })) },
        { page: 'no-such-page', blocks: [] },
        { page: 'privacy-policy', blocks: [{ id: h, order: 1 }] },
      ]
      const i = r.int(bodies.length)
      return { label: `reorder body #${i}`, method: 'POST', url: '/api/v1/pages/blocks/reorder', ...json(JSON.stringify(bodies[i]), r) }
    },
    register: (r) => {
      if (r.next() < 0.3) return { label: 'register junk', method: 'POST', url: '/api/v1/auth/register', ...json(junkBody(r), r) }
      const bodies = [
        { email: 'not-an-email', password: 'long enough password' },
        { email: ADMIN.email, password: 'long enough password' },
        { email: ADMIN.email.toUpperCase(), password: 'long enough password' },
        { email: `fresh${r.int(1000)}@test.example`, password: 'short' },
        { email: `fresh${r.int(1000)}@test.example`, password: 'x'.repeat(1025) },
        { email: `${'x'.repeat(400)}@test.example`, password: 'long enough password' },
        { email: r.pick(WRONG_TYPES), password: 'long enough password' },
        { email: `fresh${r.int(1000)}@test.example`, password: r.pick(WRONG_TYPES.filter((v) => typeof v !== 'string' || v.length < 8)) },
        { email: `fresh${r.int(1000)}@test.example` },
        { password: 'long enough password' },
      ]
      const i = r.int(bodies.length)
      return { label: `register body #${i}`, method: 'POST', url: '/api/v1/auth/register', ...json(JSON.stringify(bodies[i]), r) }
    },
    login: (r) => {
      if (r.next() < 0.4) return { label: 'login junk', method: 'POST', url: '/api/v1/auth/login', ...json(junkBody(r), r) }
      const bodies = [
        { email: ADMIN.email, password: 'wrong password' },
        { email: 'nobody@test.example', password: ADMIN.password },
        { email: r.pick(WRONG_TYPES), password: 'x' },
        { email: ADMIN.email, password: r.pick(WRONG_TYPES.filter((v) => v !== 'x')) },
        { email: ADMIN.email },
        { email: `${ADMIN.email}\u0000`, password: ADMIN.password },
      ]
      const i = r.int(bodies.length)
      return { label: `login body #${i}`, method: 'POST', url: '/api/v1/auth/login', ...json(JSON.stringify(bodies[i]), r) }
    },
    refresh: (r) => {
      if (r.next() < 0.3) return { label: 'refresh junk', method: 'POST', url: '/api/v1/auth/token/refresh', ...json(junkBody(r), r) }
      const bad = r.pick<unknown>([
        '',
        'abc',
        'a.b.c',
        'x'.repeat(5000),
        token,
        `${refreshToken.slice(0, -4)}AAAA`,
        `${Buffer.from('{"alg":"none"}').toString('base64url')}.${refreshToken.split('.')[1]}.`,
        null,
        42,
        [refreshToken],
        { token: refreshToken },
      ])
      return {
        label: 'refresh bad token',
        method: 'POST',
        url: '/api/v1/auth/token/refresh',
        ...json(JSON.stringify({ refresh_token: bad }), r),
      }
    },
    upload: async (r) => {
      const url = '/api/v1/uploads/'
      const roll = r.next()
      if (roll < 0.2) return { label: 'upload JSON', method: 'POST', url, ...json(junkBody(r), r) }
      if (roll < 0.3)
        return {
          label: 'upload bad kind',
          method: 'POST',
          url: `${url}?kind=${r.pick(['evil', '', 'icon&kind=media', 'ICON'])}`,
          ...json('{}', r),
        }
      if (roll < 0.45) {
        const form = await multipart(
          r.pick(['<!doctype html><p>x</p>', '#!/bin/sh\nrm -rf /', 'MZ\x90\x00', '%PDF-1.7']),
          r.pick(['a.png', 'b.svg', '../../c.png', 'd.exe']),
        )
        return { label: 'upload not media', method: 'POST', url, headers: form.headers, payload: form.payload }
      }
      if (roll < 0.55) {
        const form = await multipart(tinyPng(), 'icon.png')
        return { label: 'upload PNG as icon', method: 'POST', url: `${url}?kind=icon`, headers: form.headers, payload: form.payload }
      }
      if (roll < 0.65) {
        const form = await multipart(tinyPng(), 'pixel.png', r.pick(['image', 'upload', 'files[]']))
        return { label: 'upload wrong field', method: 'POST', url, headers: form.headers, payload: form.payload }
      }
      if (roll < 0.75) {
        const form = await multipart(tinyPng(), 'pixel.png')
        const cut = form.payload.subarray(0, Math.max(10, form.payload.length - 20 - r.int(60)))
        return { label: 'upload truncated multipart', method: 'POST', url, headers: form.headers, payload: cut }
      }
      if (roll < 0.85) {
        const form = await multipart(tinyPng(), 'pixel.png')
        return {
          label: 'upload wrong boundary',
          method: 'POST',
          url,
          headers: { 'content-type': 'multipart/form-data; boundary=nope' },
          payload: form.payload,
        }
      }
      if (roll < 0.92) {
        const type = r.pick(['multipart/form-data', `multipart/form-data; boundary=${'b'.repeat(300)}`, 'multipart/form-data; boundary=""'])
        return {
          label: `upload content-type ${type.slice(0, 40)}`,
          method: 'POST',
          url,
          headers: { 'content-type': type },
          payload: 'garbage',
        }
      }
      const form = await multipart(Buffer.alloc(1_200_000, 0x41), 'big.bin')
      return { label: 'upload 1.2 MB of text', method: 'POST', url, headers: form.headers, payload: form.payload }
    },
    elsewhere: (r) => {
      const pick = r.pick<Req>([
        { label: 'PATCH page', method: 'PATCH', url: '/api/v1/pages/home', headers: { 'content-type': 'application/json' }, payload: '{}' },
        { label: 'PUT page', method: 'PUT', url: '/api/v1/pages/home', headers: { 'content-type': 'application/json' }, payload: '{}' },
        { label: 'DELETE page', method: 'DELETE', url: '/api/v1/pages/header' },
        { label: 'GET login', method: 'GET', url: '/api/v1/auth/login' },
        { label: 'GET uploads', method: 'GET', url: '/api/v1/uploads/' },
        { label: 'GET upload traversal', method: 'GET', url: '/api/data/uploads/..%2f..%2fsite.db' },
        { label: 'GET upload dotfile', method: 'GET', url: '/api/data/uploads/.incoming-x' },
        { label: 'GET upload missing', method: 'GET', url: '/api/data/uploads/0000.png' },
        { label: 'OPTIONS', method: 'OPTIONS', url: '/api/v1/pages/home' },
        { label: 'HEAD unknown', method: 'HEAD', url: '/api/v9/x' },
        {
          label: 'unknown api',
          method: 'POST',
          url: '/api/v1/pages/blocks/reorder/extra',
          headers: { 'content-type': 'application/json' },
          payload: '{}',
        },
      ])
      return pick
    },
  }

  it(`${COUNT} generated malformed requests: every status < 500, JSON errors, and nothing written`, async () => {
    const r = rng(SEED)
    const names = Object.keys(generators)
    const before = await snapshot(ctx)
    const filesBefore = listDir(env.config.uploadDir)
    const failures: string[] = []
    const seen = new Map<string, number>()

    for (let i = 0; i < COUNT; i++) {
      const name = names[i % names.length] as string
      const req = await (generators[name] as (r: Rng) => Promise<Req> | Req)(r)
      const withToken = Math.floor(i / names.length) % 2 === 0
      const headers = { ...req.headers, ...(withToken ? bearer(token) : {}) }
      const res = await ctx.app.inject({
        method: req.method,
        url: req.url,
        headers,
        ...(req.payload !== undefined ? { payload: req.payload } : {}),
      })
      const where = `#${i} ${req.label} ${req.method} ${req.url.slice(0, 80)} token=${withToken} → ${res.statusCode}`
      seen.set(`${name}:${withToken}`, (seen.get(`${name}:${withToken}`) ?? 0) + 1)
      if (res.statusCode >= 500) failures.push(`${where} ${res.body.slice(0, 200)}`)
      if (res.statusCode >= 200 && res.statusCode < 300) failures.push(`${where}: a malformed request succeeded`)
      if (res.statusCode >= 400 && req.method !== 'HEAD') {
        let body: { error?: { code?: unknown; message?: unknown } } | undefined
        try {
          body = res.json()
        } catch {
          body = undefined
        }
        if (typeof body?.error?.code !== 'string' || typeof body.error.message !== 'string')
          failures.push(`${where}: not a JSON error: ${res.body.slice(0, 120)}`)
      }
    }

    console.log(`bad-input sweep on ${dialect}: ${COUNT} generated malformed requests, ${fiveHundreds(failures)} answered 5xx`)
    expect(failures).toEqual([])
    // Every endpoint got requests with and without a token.
    for (const name of names) {
      expect(seen.get(`${name}:true`)).toBeGreaterThan(0)
      expect(seen.get(`${name}:false`)).toBeGreaterThan(0)
    }
    expect(await snapshot(ctx)).toEqual(before)
    expect(listDir(env.config.uploadDir)).toEqual(filesBefore)
    expect(Object.prototype).not.toHaveProperty('polluted')
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/pages/header' })).statusCode).toBe(200)
  })

  it('inputs that gave a 500 before: prototype-named keys and negative reorders answer below 500', async () => {
    const auth = bearer(token)
    const failures: string[] = []
    let count = 0
    const check = (label: string, status: number, body: string) => {
      count += 1
      if (status >= 500) failures.push(`${label} → ${status} ${body.slice(0, 120)}`)
    }
    for (const key of ['constructor', 'toString', 'valueOf', 'hasOwnProperty']) {
      const created = await ctx.app.inject({
        method: 'POST',
        url: '/api/v1/pages/careers/blocks',
        headers: auth,
        payload: { block_type: 'text', content: { [key]: { en: 'x', ar: 'س' } } },
      })
      check(`POST text with key ${key}`, created.statusCode, created.body)
      const block = known['privacy-policy'] as BlockDto
      const current = (await ctx.app.inject({ method: 'GET', url: '/api/v1/pages/privacy-policy' })).json().blocks[0]
      const put = await ctx.app.inject({
        method: 'PUT',
        url: `/api/v1/pages/blocks/${block.id}`,
        headers: auth,
        payload: { type: 'text', content: { ...current.content, [key]: { en: 'x', ar: 'س' } } },
      })
      check(`PUT text with key ${key}`, put.statusCode, put.body)
    }
    for (const shift of [0, 1, 2]) {
      const page = (await ctx.app.inject({ method: 'GET', url: '/api/v1/pages/about' })).json()
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/v1/pages/blocks/reorder',
        headers: auth,
        payload: { page: 'about', blocks: page.blocks.map((b: BlockDto, i: number) => ({ id: b.id, order: -(i + 1 + shift) })) },
      })
      check(`reorder About to negative orders (shift ${shift})`, res.statusCode, res.body)
    }
    console.log(`bad-input sweep on ${dialect}: ${count} inputs that gave 500 before, ${failures.length} answered 5xx`)
    expect(failures).toEqual([])
  })

  it(`${Object.keys(PARSER_CASES).length} requests Node's HTTP parser refuses: each in the JSON error shape, with the security headers`, async () => {
    await ctx.app.listen({ port: 0, host: '127.0.0.1' })
    const port = (ctx.app.server.address() as { port: number }).port
    let fives = 0
    for (const [label, { data, status }] of Object.entries(PARSER_CASES)) {
      const res = await rawRequest(port, data)
      if (res.status >= 500) fives += 1
      expect(res.status, label).toBe(status)
      expect(res.headers['content-type'], label).toMatch(/^application\/json/)
      expect(res.headers['x-content-type-options'], label).toBe('nosniff')
      expect(res.headers['content-security-policy'], label).toContain("default-src 'none'")
      const body = JSON.parse(res.body)
      expect(body.error, label).toMatchObject({ code: expect.any(String), message: expect.any(String), requestId: expect.any(String) })
    }
    console.log(`bad-input sweep on ${dialect}: ${Object.keys(PARSER_CASES).length} malformed HTTP requests, ${fives} answered 5xx`)
  })
})
