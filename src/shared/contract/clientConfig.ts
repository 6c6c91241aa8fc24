import { Type, type Static } from 'typebox'

/** Settings the browser app needs from the server's configuration. */
export const ClientConfig = Type.Object(
  {
    analytics_measurement_id: Type.Union([Type.String(), Type.Null()], {
      description:
        'Google Analytics 4 measurement id (G-...), or null when analytics is not configured.',
    }),
  },
  { $id: 'ClientConfig', title: 'Client configuration' },
)
export type ClientConfig = Static<typeof ClientConfig>
