/** What the site's address is made from: the configured public address, or the hosts it may answer as. */
export interface OriginOptions {
  /** SITE_URL: when set, the only origin the site ever writes. */
  siteUrl?: string
  /** ALLOWED_HOSTS: `Host` values (host[:port], lower case) taken as they come; the first is the default. */
  allowedHosts?: readonly string[]
  /** HOST, the address the server listens on. */
  listenHost: string
  /** The port it listens on (the real one once listening, for PORT=0). */
  port(): number
}

const WILDCARDS = new Set(['', '0.0.0.0', '::', '[::]'])

/** The listening address, localhost and 127.0.0.1, with the port (and bare too on port 80, as browsers send them). */
export function defaultHosts(listenHost: string, port: number): string[] {
  const own = listenHost.toLowerCase()
  const names = [WILDCARDS.has(own) ? 'localhost' : own.includes(':') && !own.startsWith('[') ? `[${own}]` : own, 'localhost', '127.0.0.1']
  const hosts = names.map((name) => `${name}:${port}`)
  if (port === 80) hosts.push(...names)
  return [...new Set(hosts)]
}

/**
 * The origin a request's answer may show (canonical links, hreflang, og:url, share links, the
 * sitemap). Those answers are kept and sent to every later visitor, so the request's own `Host`
 * (which anyone can forge) is used only when it is one the site is known by; any other gets the
 * default. With SITE_URL set, that is all there is: production sets it.
 */
export function originFor(options: OriginOptions): (req: { protocol: string; host: string }) => string {
  if (options.siteUrl) {
    const fixed = options.siteUrl
    return () => fixed
  }
  return (req) => {
    const allowed = options.allowedHosts ?? defaultHosts(options.listenHost, options.port())
    const host = req.host.toLowerCase()
    const protocol = req.protocol === 'https' ? 'https' : 'http'
    return `${protocol}://${allowed.includes(host) ? host : allowed[0]}`
  }
}
