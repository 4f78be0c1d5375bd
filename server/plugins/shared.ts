import type { FastifyPluginAsync, FastifyPluginOptions } from 'fastify'

/**
 * A plugin whose hooks, decorations and routes belong to the instance that registers it, not to
 * a scope of its own: what `fastify-plugin` does, by the same two marks Fastify reads
 * (fastify/lib/plugin-utils.js), without adding the package.
 */
export function shared<O extends FastifyPluginOptions>(name: string, plugin: FastifyPluginAsync<O>): FastifyPluginAsync<O> {
  return Object.assign(plugin, { [Symbol.for('skip-override')]: true, [Symbol.for('fastify.display-name')]: name })
}
