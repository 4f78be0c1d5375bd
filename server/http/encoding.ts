import { Negotiator } from '@fastify/accept-negotiator'
import type { Encoding } from '../page-cache.ts'

/** A bounded memo: browsers send a handful of distinct Accept-Encoding values, an attacker any number. */
class BoundedCache<V> extends Map<string, V> {
  override set(key: string, value: V) {
    if (this.size >= 64) this.clear()
    return super.set(key, value)
  }
}

const negotiator = new Negotiator({ supportedValues: ['br', 'gzip', 'identity'], cache: new BoundedCache<string>() })

/** The encoding to answer with: brotli, else gzip, as the client's Accept-Encoding (with its q-values) allows. */
export function pickEncoding(header: string | undefined): Encoding | undefined {
  const chosen = header ? negotiator.negotiate(header) : null
  return chosen === 'br' || chosen === 'gzip' ? chosen : undefined
}
