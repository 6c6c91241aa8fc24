import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { ErrorResponse } from '../../../../shared/contract/common'
import {
  AddUnitRequest,
  CategoryTurnaround,
  CategoryTurnaroundList,
  DeskCategoryParams,
  DeskLocationParams,
  DeskUnitParams,
  InventoryQuery,
  InventoryView,
  OutOfServiceRequest,
  RetireUnitRequest,
  TurnaroundRequest,
  Unit,
  UnitChangeResult,
  UnitConflictResponse,
} from '../../../../shared/contract/desk'
import type { Auth } from '../../../plugins/auth'

const staffErrors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse }
const security = [{ bearer: [] }]
const STAFF = ['moderator', 'admin'] as const

const inventoryRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const staff = app.authorize(...STAFF)
  const admin = app.authorize('admin')
  const unitOf = (params: DeskUnitParams) => ({
    locationCode: params.code,
    assetTag: params.asset_tag,
  })
  /** A change to one unit by the signed-in staff member, with what they sent. */
  const unitChange = <B>(request: { params: DeskUnitParams; body: B; auth: Auth | null }) => ({
    unit: unitOf(request.params),
    request: request.body,
    actorId: request.auth!.userId,
  })

  app.get(
    '/locations/:code/inventory',
    {
      onRequest: staff,
      schema: {
        tags: ['desk'],
        summary: 'Inventory of a location: items, units, next booking, per-day strip (staff)',
        description:
          'Each gear item stocked at the location with its units (asset tag, status, periods ' +
          'out of service from today on, next booking), its turnaround, its next booking and a ' +
          'strip of `days` days from `from` (today at the location by default; 30 days, at ' +
          'most 90): units in service, committed by bookings and unexpired holds (turnaround ' +
          'days included) and free. Moderators and admins.',
        security,
        params: DeskLocationParams,
        querystring: InventoryQuery,
        response: { 200: InventoryView, 404: ErrorResponse, ...staffErrors },
      },
    },
    (request) =>
      app.inventory.getInventory({ locationCode: request.params.code, query: request.query }),
  )

  app.get(
    '/categories',
    {
      onRequest: staff,
      schema: {
        tags: ['desk'],
        summary: 'Turnaround of every gear category (staff)',
        security,
        response: { 200: CategoryTurnaroundList, ...staffErrors },
      },
    },
    () => app.inventory.listTurnarounds(),
  )

  app.put(
    '/categories/:category/turnaround',
    {
      onRequest: admin,
      schema: {
        tags: ['desk'],
        summary: "Set a category's turnaround in days (admin)",
        description:
          'A unit returned on day D is free again from day D + turnaround. 0..60 days (400 ' +
          'INVALID_TURNAROUND otherwise). Applies to holds and bookings made from now on.',
        security,
        params: DeskCategoryParams,
        body: TurnaroundRequest,
        response: { 200: CategoryTurnaround, ...staffErrors },
      },
    },
    (request) =>
      app.inventory.setTurnaround({
        category: request.params.category,
        turnaroundDays: request.body.turnaround_days,
        actorId: request.auth!.userId,
      }),
  )

  app.post(
    '/locations/:code/units',
    {
      onRequest: admin,
      schema: {
        tags: ['desk'],
        summary: 'Add a unit of a gear item at a location (admin)',
        description:
          'The asset tag is generated as <location>-<gear code>-<NNN> when not given; it is ' +
          'unique company-wide (409 ASSET_TAG_TAKEN). 404 UNKNOWN_GEAR or NOT_FOUND (location). ' +
          'A delivery zone has no units of its own (it delivers those of the location it is ' +
          'served from): 409 ZONE_HAS_NO_UNITS, naming that location.',
        security,
        params: DeskLocationParams,
        body: AddUnitRequest,
        response: { 201: Unit, 404: ErrorResponse, 409: ErrorResponse, ...staffErrors },
      },
    },
    async (request, reply) => {
      const unit = await app.inventory.addUnit({
        locationCode: request.params.code,
        request: request.body,
        actorId: request.auth!.userId,
      })
      return reply.status(201).send(unit)
    },
  )

  app.post(
    '/locations/:code/units/:asset_tag/out-of-service',
    {
      onRequest: staff,
      schema: {
        tags: ['desk'],
        summary: 'Put a unit out of service from a date until a date or open-ended (staff)',
        description:
          '`from` defaults to today at the location and cannot be earlier; `until` (exclusive) ' +
          'must be after it (400 INVALID_PERIOD, also when the unit is already out of service ' +
          'on some of those days). When the units left would not cover bookings and unexpired ' +
          'holds: 409 UNITS_SHORT with `short_bookings` and nothing changes, unless `confirm` ' +
          'is true (the change is made and those bookings are flagged as needing attention).',
        security,
        params: DeskUnitParams,
        body: OutOfServiceRequest,
        response: {
          201: UnitChangeResult,
          404: ErrorResponse,
          409: UnitConflictResponse,
          ...staffErrors,
        },
      },
    },
    async (request, reply) => {
      const result = await app.inventory.putOutOfService(unitChange(request))
      return reply.status(201).send(result)
    },
  )

  app.post(
    '/locations/:code/units/:asset_tag/back-in-service',
    {
      onRequest: staff,
      schema: {
        tags: ['desk'],
        summary: 'Put a unit back in service from today (staff)',
        description:
          'The period running today ends today; periods not started yet are removed. No body ' +
          '(or `{}`).',
        security,
        params: DeskUnitParams,
        response: { 200: UnitChangeResult, 404: ErrorResponse, 409: ErrorResponse, ...staffErrors },
      },
    },
    (request) =>
      app.inventory.putBackInService({
        unit: unitOf(request.params),
        actorId: request.auth!.userId,
      }),
  )

  app.post(
    '/locations/:code/units/:asset_tag/retire',
    {
      onRequest: admin,
      schema: {
        tags: ['desk'],
        summary: 'Retire a unit for good, from today (admin)',
        description:
          'The unit leaves the stock. 409 UNITS_SHORT (with `short_bookings`, nothing changed) ' +
          'when bookings or holds from today on would lack a unit, unless `confirm` is true.',
        security,
        params: DeskUnitParams,
        body: RetireUnitRequest,
        response: {
          200: UnitChangeResult,
          404: ErrorResponse,
          409: UnitConflictResponse,
          ...staffErrors,
        },
      },
    },
    (request) => app.inventory.retireUnit(unitChange(request)),
  )
}

export default inventoryRoutes
