import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'

/**
 * One domain as a named Fastify plugin: it decorates the app with the service `create` builds
 * from the app's decorations (those of `dependencies`, registered before it) and the options
 * given at registration.
 */
export function domainPlugin<
  Name extends keyof FastifyInstance & string,
  Options extends object = Record<never, never>,
>(
  name: Name,
  dependencies: string[],
  create: (app: FastifyInstance, options: Options) => FastifyInstance[Name],
) {
  return fp(
    async (app: FastifyInstance, options: Options) => {
      // Typed by `create`: Fastify's own typing cannot follow a name given as a parameter.
      const service: unknown = create(app, options)
      app.decorate(name as string, service)
    },
    { name, dependencies },
  )
}
