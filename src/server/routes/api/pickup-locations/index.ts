import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { ErrorResponse } from '../../../../shared/contract/common'
import {
  PickupLocation,
  PickupLocationList,
  PickupLocationParams,
  PickupLocationQuery,
} from '../../../../shared/contract/pickupLocations'
import { requestLanguage } from '../../../request-language'

const pickupLocationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/',
    {
      schema: {
        tags: ['locations'],
        summary: 'Search pickup locations',
        querystring: PickupLocationQuery,
        response: { 200: PickupLocationList, 400: ErrorResponse },
      },
    },
    async (request) => ({
      items: await app.catalogue.listPickupLocations({
        query: request.query,
        language: requestLanguage(request),
      }),
    }),
  )

  app.get(
    '/:code',
    {
      schema: {
        tags: ['locations'],
        summary: 'One pickup location with its opening hours and closed days',
        description:
          'Names in English and Spanish (`names`) and in the requested language (`name`). ' +
          '`operating_hours` maps monday to sunday to one window `{ open, close }` (HH:mm, ' +
          '24-hour, location time zone; pickups and returns from open until before close) or ' +
          'null when closed that weekday; `closed_days` lists extra closing dates (YYYY-MM-DD).',
        params: PickupLocationParams,
        querystring: Type.Object({ lang: PickupLocationQuery.properties.lang }),
        response: { 200: PickupLocation, 400: ErrorResponse, 404: ErrorResponse },
      },
    },
    async (request) =>
      app.catalogue.getPickupLocation({
        code: request.params.code,
        language: requestLanguage(request),
      }),
  )
}

export default pickupLocationRoutes
