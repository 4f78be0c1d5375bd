import { API_BASE } from './config.ts'

/** The e-mail service's settings, as the server reads them from its environment at run time. */
export interface EmailServiceConfig {
  serviceId: string
  templateId: string
  publicKey: string
}

export interface SiteConfig {
  /** null when the operator has not configured the e-mail service. */
  emailService: EmailServiceConfig | null
}

let pending: Promise<SiteConfig> | null = null

/**
 * GET /v1/config (public): read once per visit, when a form is first sent, so an operator
 * changes the e-mail service without a rebuild. A failed read is tried again next time.
 */
export function getSiteConfig(): Promise<SiteConfig> {
  pending ??= fetch(`${API_BASE}/v1/config`)
    .then(async (res) => {
      if (!res.ok) throw new Error(`config: ${res.status}`)
      return (await res.json()) as SiteConfig
    })
    .catch((error: unknown) => {
      pending = null
      throw error
    })
  return pending
}

/** Tests start each case from a fresh read. */
export function forgetSiteConfig() {
  pending = null
}
