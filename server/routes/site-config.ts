import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { siteConfigDto } from '../../schemas/wire/submission.ts'
import type { EmailServiceConfig } from '../config.ts'

/**
 * GET /v1/config (public): the settings the site reads at run time — the e-mail service's ids
 * and public key, from the server's environment — so an operator changes them with a restart,
 * not a rebuild.
 */
export function siteConfigRoute(app: FastifyInstance, emailService: EmailServiceConfig | null) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/v1/config',
    {
      config: { public: true },
      schema: {
        tags: ['site'],
        summary:
          'Run-time settings for the site: the e-mail service (EMAILJS_SERVICE_ID, EMAILJS_TEMPLATE_ID, EMAILJS_PUBLIC_KEY), or null.',
        response: { 200: siteConfigDto },
      },
    },
    async (_req, reply) => {
      reply.header('Cache-Control', 'no-cache')
      return { emailService }
    },
  )
}
