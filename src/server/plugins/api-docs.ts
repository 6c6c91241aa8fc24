import swagger from '@fastify/swagger'
import swaggerUi from '@fastify/swagger-ui'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { AppConfig } from '../config'
import { apiDocsCsp } from './security'

/** OpenAPI document generated from the route schemas, and an interactive reference at /api/docs. */
export const apiDocsPlugin = fp(
  async (app: FastifyInstance, { config }: { config: AppConfig }) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Travel gear rental API',
          description:
            'Rent children’s travel gear for pickup at Seville airport. All money is in integer ' +
            'cents; dates are YYYY-MM-DD and times HH:mm in the pickup location’s time zone. ' +
            'Errors share one shape: { statusCode, code, message, details? }.',
          version: '1.0.0',
        },
        servers: [{ url: config.publicUrl }],
        components: {
          securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
        },
        tags: [
          { name: 'system', description: 'Liveness and readiness' },
          { name: 'locations', description: 'Pickup locations and opening hours' },
          { name: 'accounts', description: 'Sign-up, activation, sessions, passwords, profile' },
          { name: 'gear', description: 'The catalogue, search and availability' },
          { name: 'pricing', description: 'Server-side prices for a basket' },
          { name: 'bookings', description: 'Quotes, bookings and cancellations' },
          { name: 'payments', description: 'Hosted card checkout and provider webhooks' },
          {
            name: 'deposits',
            description: 'Refundable deposits: the family placing a hold, answering a claim',
          },
          { name: 'content', description: 'Blog articles, legal texts and the sitemap' },
          { name: 'config', description: 'Settings for the browser app' },
          { name: 'support', description: 'Bug reports travellers send, for support staff' },
          {
            name: 'desk',
            description:
              'The staff desk: the day at a location, lookup, units and stock, cancellations, refunds, roles, audit',
          },
        ],
      },
    })
    if (!config.apiDocs) return
    await app.register(swaggerUi, {
      routePrefix: '/api/docs',
      staticCSP: apiDocsCsp,
      uiConfig: { docExpansion: 'list', deepLinking: true },
    })
  },
  { name: 'api-docs' },
)
