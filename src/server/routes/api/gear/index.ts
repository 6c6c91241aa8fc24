import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { ErrorResponse } from '../../../../shared/contract/common'
import {
  CategoryPriceList,
  CategoryPricesQuery,
  GearDetails,
  GearDetailsQuery,
  GearParams,
  GearSearchQuery,
  GearSearchResult,
} from '../../../../shared/contract/gear'
import { requestLanguage } from '../../../request-language'

const RENTAL_RULES =
  'The period must pass the rental rules, or the answer is 400 with one of these codes: ' +
  'LOCATION_CLOSED (a closed day), OUTSIDE_OPERATING_HOURS (a time outside that day’s ' +
  'opening window, open <= time < close), TIME_NOT_ON_CLOCK (skipped when clocks go forward), ' +
  'PICKUP_IN_PAST, RETURN_BEFORE_PICKUP, RENTAL_TOO_LONG (more than 21 days, counted as ' +
  'calendar days from pickup date to return date, a same-day rental being one day). ' +
  '`details` lists every rule broken. Availability is stock minus the busiest day’s units ' +
  'kept by confirmed bookings and unexpired holds; the return day is free for the next pickup.'

/** The catalogue: public, no sign-in needed. */
const gearRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/',
    {
      schema: {
        tags: ['gear'],
        summary: 'Search gear available at a pickup location for a rental period',
        description: `Gear stocked at the location, filtered by category and age group, each with the units free for the whole period. ${RENTAL_RULES}`,
        querystring: GearSearchQuery,
        response: { 200: GearSearchResult, 400: ErrorResponse, 404: ErrorResponse },
      },
    },
    async (request) =>
      app.catalogue.searchGear({ query: request.query, language: requestLanguage(request) }),
  )

  app.get(
    '/categories',
    {
      schema: {
        tags: ['gear'],
        summary: 'The lowest price per day in each category',
        description: 'Over gear stocked at the pickup location when one is given.',
        querystring: CategoryPricesQuery,
        response: { 200: CategoryPriceList, 400: ErrorResponse, 404: ErrorResponse },
      },
    },
    async (request) => ({
      items: await app.catalogue.listCategoryPrices({
        locationCode: request.query.pickup_location_code,
      }),
    }),
  )

  app.get(
    '/:id',
    {
      schema: {
        tags: ['gear'],
        summary: 'One gear item, with availability for a rental period when one is given',
        description: `Give all five period fields or none. ${RENTAL_RULES}`,
        params: GearParams,
        querystring: GearDetailsQuery,
        response: { 200: GearDetails, 400: ErrorResponse, 404: ErrorResponse },
      },
    },
    async (request) =>
      app.catalogue.getGear({
        id: request.params.id,
        query: request.query,
        language: requestLanguage(request),
      }),
  )
}

export default gearRoutes
