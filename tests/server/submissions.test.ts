import { buffer } from 'node:stream/consumers'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AppContext } from '../../server/app.ts'
import { compound, docx, pdf, pptx, xlsx } from '../documents.ts'
import { noisePng } from '../png.ts'
import { listDir } from './fixtures.ts'
import { bearer, dialects, login, makeEnv, startApp, type TestEnv } from './helpers.ts'
import { dialectsAndStorages, storageVars, storedFiles } from './storages.ts'

const contact = {
  form: 'contact',
  data: {
    fullName: '  Noura Al-Harbi ',
    companyName: 'Gulf Energy',
    email: 'noura@gulf-energy.example',
    phone: '+966 50 123 4567',
    service: 'LMS',
    inquiry: 'We need Totara for 4,000 staff.',
  },
  language: 'ar',
  page: '/contact',
}

const application = (email = 'omar@example.com') => ({
  form: 'application',
  data: {
    fullName: 'Omar Haddad',
    email,
    coverLetter: 'Ten years of PHP.',
    vacancyId: 'totara-developer',
    vacancyTitle: 'Totara Developer',
  },
  language: 'en',
  page: '/vacancy-details/totara-developer',
})

/** A multipart application as the site sends it: `payload` (JSON) and `attachment` (the file). */
async function multipartApplication(payload: object, file?: { bytes: Buffer; name: string }) {
  const form = new FormData()
  form.append('payload', JSON.stringify(payload))
  if (file) form.append('attachment', new Blob([new Uint8Array(file.bytes)]), file.name)
  const req = new Request('http://x', { method: 'POST', body: form })
  return { payload: Buffer.from(await req.arrayBuffer()), headers: { 'content-type': req.headers.get('content-type') as string } }
}

describe.each(dialectsAndStorages(dialects))(
  'enquiries (POST /v1/submissions and the admin routes) on %s with %s storage',
  (dialect, storage) => {
    let env: TestEnv
    let ctx: AppContext
    let auth: Record<string, string>
    const post = (payload: object) => ctx.app.inject({ method: 'POST', url: '/api/v1/submissions', payload })
    const apply = async (payload: object, file?: { bytes: Buffer; name: string }) => {
      const body = await multipartApplication(payload, file)
      return ctx.app.inject({ method: 'POST', url: '/api/v1/submissions', headers: body.headers, payload: body.payload })
    }
    const rows = () => ctx.db.db.selectFrom('submissions').selectAll().execute()
    const attachments = () => storedFiles(ctx, 'attachments')
    const uploads = () => storedFiles(ctx, 'uploads')

    beforeAll(async () => {
      env = await makeEnv(dialect, { SUBMISSION_RATE_LIMIT: '1000', ...(await storageVars(storage)) })
      ctx = await startApp(env)
      auth = bearer((await login(ctx)).access_token)
    })
    afterAll(async () => {
      await ctx?.app.close()
      await env?.cleanup()
    })

    it('stores a contact enquiry as the form sends it (values trimmed by the form’s schema): 201 with its id', async () => {
      const res = await post(contact)
      expect(res.statusCode).toBe(201)
      const { id } = res.json()
      const list = await ctx.app.inject({ method: 'GET', url: '/api/v1/submissions', headers: auth })
      expect(list.statusCode).toBe(200)
      const item = list.json().items.find((s: { id: string }) => s.id === id)
      expect(item).toMatchObject({
        form: 'contact',
        name: 'Noura Al-Harbi',
        email: 'noura@gulf-energy.example',
        language: 'ar',
        page: '/contact',
      })
      expect(item.data).toEqual({ ...contact.data, fullName: 'Noura Al-Harbi' })
      expect(item.attachment).toBeNull()
      expect(item.handled_at).toBeNull()
    })

    it('refuses what the form would refuse, with the spec’s messages, and stores nothing', async () => {
      const before = await rows()
      const res = await post({ ...contact, data: { ...contact.data, fullName: '   ', email: 'noura@', phone: '12-ab', inquiry: '' } })
      expect(res.statusCode).toBe(400)
      const body = res.json()
      expect(body.error.code).toBe('BAD_REQUEST')
      const messages = (body.error.details as { path: string[]; message: string }[]).map((d) => `${d.path.join('.')}: ${d.message}`)
      expect(messages).toEqual(
        expect.arrayContaining([
          'data.fullName: Full name is required',
          'data.email: Invalid email address',
          'data.phone: Invalid phone number',
          'data.inquiry: Inquiry is required',
        ]),
      )
      const demo = await post({ form: 'demo-request', data: { fullName: 'A', email: 'a@b.co', phone: '' } })
      expect(demo.statusCode).toBe(400)
      expect(JSON.stringify(demo.json().error.details)).toContain('Phone number is required')
      expect(await rows()).toEqual(before)
    })

    it('stores an application with its PDF privately: not under the public uploads, downloaded by administrators only', async () => {
      const cv = pdf('Omar Haddad')
      const res = await apply(application(), { bytes: cv, name: 'Omar CV (2026).pdf' })
      expect(res.statusCode).toBe(201)
      const { id } = res.json()
      const files = await attachments()
      expect(files.some((f) => /^[0-9a-f]{32}\.pdf$/.test(f))).toBe(true)
      expect((await uploads()).filter((f) => f.endsWith('.pdf'))).toEqual([])
      expect(listDir(env.config.uploadDir).filter((f) => f.endsWith('.pdf'))).toEqual([])
      const file = files.find((f) => f.endsWith('.pdf')) as string
      const kept = await ctx.storage.attachments.get(file)
      expect(kept && (await buffer(kept.body)).equals(cv)).toBe(true)
      expect((await ctx.app.inject({ method: 'GET', url: `/api/data/uploads/${file}` })).statusCode).toBe(404)

      const item = (await ctx.app.inject({ method: 'GET', url: '/api/v1/submissions?form=application', headers: auth })).json().items[0]
      expect(item).toMatchObject({
        id,
        form: 'application',
        attachment: { name: 'Omar CV (2026).pdf', mime: 'application/pdf', size: cv.length },
      })
      expect(item.data.vacancyTitle).toBe('Totara Developer')

      expect((await ctx.app.inject({ method: 'GET', url: `/api/v1/submissions/${id}/attachment` })).statusCode).toBe(401)
      const download = await ctx.app.inject({ method: 'GET', url: `/api/v1/submissions/${id}/attachment`, headers: auth })
      expect(download.statusCode).toBe(200)
      expect(download.rawPayload.equals(cv)).toBe(true)
      expect(download.headers['content-type']).toBe('application/pdf')
      expect(download.headers['content-disposition']).toBe(
        `attachment; filename="Omar CV (2026).pdf"; filename*=UTF-8''Omar%20CV%20(2026).pdf`,
      )
      expect(download.headers['x-content-type-options']).toBe('nosniff')
    })

    it('accepts doc, docx, ppt and pptx by their bytes', async () => {
      for (const [bytes, name, mime] of [
        [docx(), 'cv.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
        [pptx(), 'portfolio.pptx', 'application/vnd.openxmlformats-officedocument.presentationml.presentation'],
        [compound('WordDocument'), 'cv.doc', 'application/msword'],
        [compound('PowerPoint Document'), 'deck.ppt', 'application/vnd.ms-powerpoint'],
      ] as const) {
        const res = await apply(application(), { bytes, name })
        expect(res.statusCode, name).toBe(201)
        const row = await ctx.db.db.selectFrom('submissions').selectAll().where('id', '=', res.json().id).executeTakeFirstOrThrow()
        expect(row.attachment_mime, name).toBe(mime)
      }
    })

    it('names an attachment by what its bytes are: a PDF/HTML polyglot sent as CV.hta is CV.pdf, downloaded under the sandbox policy', async () => {
      const polyglot = Buffer.concat([pdf(), Buffer.from('\n<html><body><script>alert(document.cookie)</script></body></html>\n')])
      const res = await apply(application(), { bytes: polyglot, name: 'CV.hta' })
      expect(res.statusCode).toBe(201)
      const { id } = res.json()
      const row = await ctx.db.db.selectFrom('submissions').selectAll().where('id', '=', id).executeTakeFirstOrThrow()
      expect(row.attachment_name).toBe('CV.pdf')
      const item = (await ctx.app.inject({ method: 'GET', url: '/api/v1/submissions?form=application&limit=100', headers: auth }))
        .json()
        .items.find((s: { id: string }) => s.id === id)
      expect(item.attachment).toMatchObject({ name: 'CV.pdf', mime: 'application/pdf' })
      const download = await ctx.app.inject({ method: 'GET', url: `/api/v1/submissions/${id}/attachment`, headers: auth })
      expect(download.statusCode).toBe(200)
      expect(download.headers['content-type']).toBe('application/pdf')
      expect(download.headers['content-disposition']).toBe(`attachment; filename="CV.pdf"; filename*=UTF-8''CV.pdf`)
      expect(download.headers['content-security-policy']).toBe("default-src 'none'; sandbox")
      expect(download.headers['x-content-type-options']).toBe('nosniff')
    })

    it.each([
      ['a bidi override hiding the extension', 'CV\u202Efdp.hta', 'CVfdp.pdf'],
      ['isolates, marks and control characters', '\u2067سيرة\u200F ذاتية\u0007\u2069.pdf', 'سيرة ذاتية.pdf'],
      ['nothing but an extension', ' .hta', 'attachment.pdf'],
    ])('keeps no bidi or control characters in a name (%s), stored or shown', async (_label, sent, shown) => {
      const res = await apply(application(), { bytes: pdf(), name: sent })
      expect(res.statusCode).toBe(201)
      const { id } = res.json()
      const stored = await ctx.db.db.selectFrom('submissions').select('attachment_name').where('id', '=', id).executeTakeFirstOrThrow()
      expect(stored.attachment_name).toBe(shown)
      // A row stored before names were cleaned is shown and downloaded cleaned too.
      await ctx.db.db.updateTable('submissions').set({ attachment_name: sent }).where('id', '=', id).execute()
      const item = (await ctx.app.inject({ method: 'GET', url: '/api/v1/submissions?form=application&limit=100', headers: auth }))
        .json()
        .items.find((s: { id: string }) => s.id === id)
      expect(item.attachment.name).toBe(shown)
      const download = await ctx.app.inject({ method: 'GET', url: `/api/v1/submissions/${id}/attachment`, headers: auth })
      expect(download.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent(shown)}`)
    })

    it('refuses a file that is not one of them, whatever its name says (415), and keeps neither a row nor a file', async () => {
      const before = { rows: await rows(), files: await attachments() }
      for (const [bytes, name] of [
        [noisePng(8, 1), 'cv.pdf'],
        [xlsx(), 'cv.docx'],
        [compound('Workbook'), 'cv.doc'],
        [Buffer.from('#!/bin/sh\necho hi\n'), 'cv.pdf'],
      ] as const) {
        const res = await apply(application(), { bytes, name })
        expect(res.statusCode, name).toBe(415)
        expect(res.json().error.code).toBe('UNSUPPORTED_MEDIA_TYPE')
      }
      expect(await rows()).toEqual(before.rows)
      expect(await attachments()).toEqual(before.files)
      expect(listDir(env.config.stagingDir)).toEqual([])
    })

    it('refuses an attachment over 10 MB (413) and an attachment on another form (400), storing nothing', async () => {
      const before = { rows: await rows(), files: await attachments() }
      const big = Buffer.concat([pdf(), Buffer.alloc(10 * 1024 * 1024)])
      const tooBig = await apply(application(), { bytes: big, name: 'big.pdf' })
      expect(tooBig.statusCode).toBe(413)
      expect(tooBig.json().error.code).toBe('PAYLOAD_TOO_LARGE')
      const onContact = await apply(contact, { bytes: pdf(), name: 'cv.pdf' })
      expect(onContact.statusCode).toBe(400)
      const invalid = await apply({ ...application(), data: { ...application().data, email: '' } }, { bytes: pdf(), name: 'cv.pdf' })
      expect(invalid.statusCode).toBe(400)
      expect(JSON.stringify(invalid.json().error.details)).toContain('Email address is required')
      expect(await rows()).toEqual(before.rows)
      expect(await attachments()).toEqual(before.files)
      expect(listDir(env.config.stagingDir)).toEqual([])
    })

    it('lists newest first, filters by form and by handled; marking handled is for administrators', async () => {
      const a = (await post({ ...contact, data: { ...contact.data, fullName: 'First' } })).json().id
      await new Promise((r) => setTimeout(r, 5))
      const b = (await post({ form: 'demo-request', data: { fullName: 'Second', email: 's@x.co', phone: '(050) 123-4567' } })).json().id
      const all = (await ctx.app.inject({ method: 'GET', url: '/api/v1/submissions', headers: auth })).json()
      expect(all.items.slice(0, 2).map((s: { id: string }) => s.id)).toEqual([b, a])
      const dates = all.items.map((s: { created_at: string }) => s.created_at)
      expect([...dates].sort().reverse()).toEqual(dates)
      const demos = (await ctx.app.inject({ method: 'GET', url: '/api/v1/submissions?form=demo-request', headers: auth })).json()
      expect(demos.items.map((s: { id: string }) => s.id)).toEqual([b])
      expect(demos.total).toBe(1)

      expect((await ctx.app.inject({ method: 'PATCH', url: `/api/v1/submissions/${a}`, payload: { handled: true } })).statusCode).toBe(401)
      const marked = await ctx.app.inject({ method: 'PATCH', url: `/api/v1/submissions/${a}`, headers: auth, payload: { handled: true } })
      expect(marked.statusCode).toBe(200)
      expect(marked.json().handled_at).toEqual(expect.any(String))
      const open = (await ctx.app.inject({ method: 'GET', url: '/api/v1/submissions?handled=false&limit=100', headers: auth })).json()
      expect(open.items.map((s: { id: string }) => s.id)).not.toContain(a)
      const missing = await ctx.app.inject({ method: 'PATCH', url: '/api/v1/submissions/nope', headers: auth, payload: { handled: true } })
      expect(missing.statusCode).toBe(404)
      expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/submissions' })).statusCode).toBe(401)
    })

    it('exports CSV with a byte-order mark, Arabic intact and formulas defused', async () => {
      await post({ ...contact, data: { ...contact.data, fullName: 'نورة الحربي', inquiry: '=HYPERLINK("http://evil")' } })
      const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/submissions.csv?form=contact', headers: auth })
      expect(res.statusCode).toBe(200)
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8')
      expect(res.headers['content-disposition']).toBe('attachment; filename="enquiries-contact.csv"')
      const text = res.body
      expect(text.startsWith('\uFEFF"Received","Form","Name","Email"')).toBe(true)
      expect(text).toContain('"نورة الحربي"')
      expect(text).toContain(`"'=HYPERLINK(""http://evil"")"`)
      expect(text).not.toContain('"demo-request"')
      expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/submissions.csv' })).statusCode).toBe(401)
    })

    it('newsletter: one address once (201, then 200 with created false), listed for administrators, the spec’s message for a bad address', async () => {
      const first = await ctx.app.inject({
        method: 'POST',
        url: '/api/v1/newsletter',
        payload: { email: ' Reader@Example.com ', language: 'ar' },
      })
      expect(first.statusCode).toBe(201)
      expect(first.json()).toEqual({ created: true })
      const again = await ctx.app.inject({ method: 'POST', url: '/api/v1/newsletter', payload: { email: 'reader@example.com' } })
      expect(again.statusCode).toBe(200)
      expect(again.json()).toEqual({ created: false })
      const list = (await ctx.app.inject({ method: 'GET', url: '/api/v1/newsletter', headers: auth })).json()
      expect(list.items.filter((s: { email: string }) => s.email === 'reader@example.com')).toHaveLength(1)
      expect(list.items[0]).toMatchObject({ email: 'reader@example.com', language: 'ar' })
      const bad = await ctx.app.inject({ method: 'POST', url: '/api/v1/newsletter', payload: { email: 'reader.example.com' } })
      expect(bad.statusCode).toBe(400)
      expect(JSON.stringify(bad.json().error.details)).toContain('Please enter a valid email address.')
      const csv = await ctx.app.inject({ method: 'GET', url: '/api/v1/newsletter.csv', headers: auth })
      expect(csv.body).toContain('"reader@example.com","ar"')
      expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/newsletter' })).statusCode).toBe(401)
    })

    it('no temporary file is left behind by any of it', () => {
      expect(listDir(env.config.submissionsDir).filter((f) => f.startsWith('.'))).toEqual([])
      expect(listDir(env.config.stagingDir)).toEqual([])
    })
  },
)

describe('the public config answer and the rate limit', () => {
  let env: TestEnv
  let ctx: AppContext

  afterAll(async () => {
    await ctx?.app.close()
    await env?.cleanup()
  })

  it('hands the site the e-mail service settings from the environment, or null when they are not all set', async () => {
    const bare = await makeEnv('sqlite', { EMAILJS_SERVICE_ID: 'service_x' })
    const bareApp = await startApp(bare)
    expect((await bareApp.app.inject({ method: 'GET', url: '/api/v1/config' })).json()).toEqual({ emailService: null })
    await bareApp.app.close()
    await bare.cleanup()

    env = await makeEnv('sqlite', {
      EMAILJS_SERVICE_ID: 'service_lumora',
      EMAILJS_TEMPLATE_ID: 'template_enquiry',
      EMAILJS_PUBLIC_KEY: 'pk_123',
      SUBMISSION_RATE_LIMIT: '2',
    })
    ctx = await startApp(env)
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/config' })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ emailService: { serviceId: 'service_lumora', templateId: 'template_enquiry', publicKey: 'pk_123' } })
  })

  it('SUBMISSION_RATE_LIMIT an hour per address: the next one is a 429 with Retry-After, and is not stored', async () => {
    const send = () => ctx.app.inject({ method: 'POST', url: '/api/v1/submissions', payload: contact })
    expect((await send()).statusCode).toBe(201)
    expect((await ctx.app.inject({ method: 'POST', url: '/api/v1/newsletter', payload: { email: 'x@y.co' } })).statusCode).toBe(201)
    const refused = await send()
    expect(refused.statusCode).toBe(429)
    expect(refused.json().error.code).toBe('RATE_LIMITED')
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0)
    expect(await ctx.db.db.selectFrom('submissions').selectAll().execute()).toHaveLength(1)
  })

  it('refuses a SUBMISSIONS_DIR inside the public uploads folder', async () => {
    await expect(makeEnv('sqlite', { UPLOAD_DIR: '/tmp/site-x/uploads', SUBMISSIONS_DIR: '/tmp/site-x/uploads/private' })).rejects.toThrow(
      /SUBMISSIONS_DIR/,
    )
  })
})
