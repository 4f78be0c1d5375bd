import type { EmailServiceConfig } from './site-config.ts'

/** A refusal by the e-mail service, with the provider's own text when it sent one. */
export class EmailServiceError extends Error {
  constructor(readonly providerText: string | null) {
    super(providerText ?? 'The e-mail service could not be reached.')
  }
}

/**
 * Sends a form's values through the third-party e-mail service (spec §7: service id, template
 * id, form values, public key) with @emailjs/browser, loaded only when a form is sent.
 */
export async function sendEmail(config: EmailServiceConfig, params: Record<string, string>): Promise<void> {
  const emailjs = await import('@emailjs/browser')
  try {
    await emailjs.send(config.serviceId, config.templateId, params, { publicKey: config.publicKey })
  } catch (error) {
    const text = error && typeof error === 'object' && 'text' in error && typeof error.text === 'string' ? error.text : null
    throw new EmailServiceError(text && text.trim() !== '' ? text : null)
  }
}
