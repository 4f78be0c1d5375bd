import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import * as z from 'zod/mini'
import { errorDto } from '../../schemas/wire/error.ts'
import {
  addedPersonDto,
  addPersonBody,
  changePersonBody,
  linkParams,
  linkStateDto,
  meDto,
  passwordLinkDto,
  peopleDto,
  personDto,
  personParams,
  setPasswordBody,
} from '../../schemas/wire/people.ts'
import { currentUser } from '../auth/authenticate.ts'
import { passwordProblem } from '../auth/password-policy.ts'
import { hashPassword } from '../auth/passwords.ts'
import { STAFF } from '../auth/roles.ts'
import type { DbHandle } from '../db/connect.ts'
import {
  addPerson,
  changePerson,
  findPerson,
  listPeople,
  makePasswordLink,
  passwordLinkState,
  type Person,
  removePerson,
  spendPasswordLink,
} from '../db/people-repo.ts'
import { ApiError } from '../errors.ts'
import { recordAudit, requestParty } from '../audit/audit-log.ts'

const errors = { 400: errorDto, 401: errorDto, 403: errorDto, 404: errorDto, 409: errorDto, 503: errorDto }

const LAST_ADMIN_MESSAGE = 'This is the last administrator: make someone else an administrator first.'
const notFound = (id: string) => new ApiError(404, 'PERSON_NOT_FOUND', `No person '${id}'.`)
const linkNotFound = () => new ApiError(404, 'LINK_NOT_FOUND', 'This link is not valid: ask an administrator for a new one.')

const personOut = (p: Person) => ({ ...p, role: p.role as z.output<typeof personDto>['role'] })
const linkOut = (link: { token: string; expiresAt: string }) => ({
  path: `/login/create-new-password/${link.token}`,
  expires_at: link.expiresAt,
})

/**
 * People (issue 27): administrators list, add, rename, change the role of and remove people, and
 * make one-time set-password links (there is no mail server: the link is shown once, to copy).
 * Anyone holding a link reads its state and sets the password through it.
 */
export function peopleRoutes(app: FastifyInstance, deps: { db: DbHandle }) {
  const { dialect } = deps.db
  const db = deps.db.db
  const api = app.withTypeProvider<ZodTypeProvider>()

  api.get(
    '/v1/auth/me',
    {
      config: { roles: STAFF },
      schema: { tags: ['people'], summary: 'The signed-in person: e-mail, name and role.', response: { 200: meDto, ...errors } },
    },
    async (req) => {
      const me = await findPerson(db, currentUser(req))
      if (!me) throw new ApiError(401, 'UNAUTHORIZED', 'A valid access token is required.')
      return personOut(me)
    },
  )

  api.get(
    '/v1/people',
    {
      schema: {
        tags: ['people'],
        summary: 'Everyone who can sign in: name, e-mail, role and last sign-in, oldest account first. Administrators only.',
        response: { 200: peopleDto, ...errors },
      },
    },
    async () => ({ items: (await listPeople(db)).map(personOut) }),
  )

  api.post(
    '/v1/people',
    {
      schema: {
        tags: ['people'],
        summary:
          'Adds a person with a role and no password, and answers the one-time link (24 hours) at which they set it. The link is shown only in this answer. 409 EMAIL_TAKEN. Administrators only.',
        body: addPersonBody,
        response: { 201: addedPersonDto, ...errors },
      },
    },
    async (req, reply) => {
      const person = await addPerson(db, { email: req.body.email, name: req.body.name?.trim() ?? '', role: req.body.role })
      if (!person) throw new ApiError(409, 'EMAIL_TAKEN', 'An account with this email exists.')
      const link = await makePasswordLink(db, person.id, (trx) =>
        recordAudit(trx, {
          ...requestParty(req),
          action: 'person.create',
          detail: { person: person.id, email: person.email, role: person.role },
        }),
      )
      return reply.status(201).send({ person: personOut(person), link: linkOut(link) })
    },
  )

  api.patch(
    '/v1/people/:id',
    {
      schema: {
        tags: ['people'],
        summary:
          'Renames a person or changes their role (their access tokens end: their client refreshes and learns the new role). 409 LAST_ADMINISTRATOR when it would leave no administrator. Administrators only.',
        params: personParams,
        body: changePersonBody,
        response: { 200: personDto, ...errors },
      },
    },
    async (req) => {
      const change = { name: req.body.name?.trim(), role: req.body.role }
      const result = await changePerson(db, dialect, req.params.id, change, (trx, before) =>
        recordAudit(trx, {
          ...requestParty(req),
          action: 'person.change',
          detail: {
            person: before.id,
            email: before.email,
            ...(change.role !== undefined && change.role !== before.role ? { role_from: before.role, role: change.role } : {}),
            ...(change.name !== undefined && change.name !== before.name ? { name_from: before.name, name: change.name } : {}),
          },
        }),
      )
      if (!result.ok && result.reason === 'last_admin') throw new ApiError(409, 'LAST_ADMINISTRATOR', LAST_ADMIN_MESSAGE)
      if (!result.ok) throw notFound(req.params.id)
      return personOut(result.person)
    },
  )

  api.delete(
    '/v1/people/:id',
    {
      schema: {
        tags: ['people'],
        summary:
          'Removes a person: their tokens stop working at once. 409 LAST_ADMINISTRATOR for the last administrator. Administrators only.',
        params: personParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (req, reply) => {
      const result = await removePerson(db, dialect, req.params.id, (trx, removed) =>
        recordAudit(trx, {
          ...requestParty(req),
          action: 'person.remove',
          detail: { person: removed.id, email: removed.email, role: removed.role },
        }),
      )
      if (!result.ok && result.reason === 'last_admin') throw new ApiError(409, 'LAST_ADMINISTRATOR', LAST_ADMIN_MESSAGE)
      if (!result.ok) throw notFound(req.params.id)
      return reply.status(204).send(null)
    },
  )

  api.post(
    '/v1/people/:id/password-link',
    {
      schema: {
        tags: ['people'],
        summary:
          'A new one-time link (24 hours) at which the person sets a new password; their older unused links stop working. Shown only in this answer. Administrators only.',
        params: personParams,
        response: { 201: passwordLinkDto, ...errors },
      },
    },
    async (req, reply) => {
      const person = await findPerson(db, req.params.id)
      if (!person) throw notFound(req.params.id)
      const link = await makePasswordLink(db, req.params.id, (trx) =>
        recordAudit(trx, { ...requestParty(req), action: 'person.password_link', detail: { person: person.id, email: person.email } }),
      )
      return reply.status(201).send(linkOut(link))
    },
  )

  api.get(
    '/v1/auth/password-links/:token',
    {
      config: { public: true },
      schema: {
        tags: ['auth'],
        summary:
          'The state of a set-password link: valid (with the e-mail it is for), used or expired. 404 LINK_NOT_FOUND for a link that does not exist or was replaced by a newer one.',
        params: linkParams,
        response: { 200: linkStateDto, ...errors },
      },
    },
    async (req) => {
      const link = await passwordLinkState(db, req.params.token)
      if (!link) throw linkNotFound()
      return { state: link.state, expires_at: link.expiresAt, ...(link.state === 'valid' ? { email: link.email } : {}) }
    },
  )

  api.post(
    '/v1/auth/password-links/:token',
    {
      config: { public: true },
      schema: {
        tags: ['auth'],
        summary:
          'Sets the password through a one-time link (NIST SP 800-63B: 12 characters or more, not only spaces, not a common password). The link then stops working, and so does every token of the person. 410 LINK_USED or LINK_EXPIRED, 404 LINK_NOT_FOUND.',
        params: linkParams,
        body: setPasswordBody,
        response: { 204: z.null(), ...errors, 410: errorDto },
      },
    },
    async (req, reply) => {
      const problem = passwordProblem(req.body.password)
      if (problem) throw new ApiError(400, 'WEAK_PASSWORD', problem, [{ path: ['password'], message: problem }])
      const hash = await hashPassword(req.body.password)
      const audit = (trx: Parameters<typeof recordAudit>[0], userId: string) =>
        recordAudit(trx, { actorId: userId, ip: req.ip, action: 'person.password_set' })
      if (await spendPasswordLink(db, req.params.token, hash, audit)) return reply.status(204).send(null)
      const link = await passwordLinkState(db, req.params.token)
      if (link?.state === 'used')
        throw new ApiError(410, 'LINK_USED', 'This link has been used already: ask an administrator for a new one.')
      if (link)
        throw new ApiError(410, 'LINK_EXPIRED', 'This link has expired (links work for 24 hours): ask an administrator for a new one.')
      throw linkNotFound()
    },
  )
}
