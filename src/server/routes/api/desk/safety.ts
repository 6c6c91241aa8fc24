import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { errorResponses } from '../../../../shared/contract/common'
import {
  DeskLocationParams,
  DeskUnitParams,
  IncidentRequest,
  InspectionRequest,
  MaintenanceList,
  SafetyDatesRequest,
  UnitChangeResult,
  UnitConflictResponse,
} from '../../../../shared/contract/desk'

const security = [{ bearer: [] }]

/** The safety records of units (docs/safety.md, Safety records): dates, inspections, incidents. */
const safetyRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const staff = app.authorize('moderator', 'admin')
  const admin = app.authorize('admin')
  const unitChange = <Body>(request: {
    params: DeskUnitParams
    body: Body
    auth: { userId: string } | null
  }) => ({
    unit: { locationCode: request.params.code, assetTag: request.params.asset_tag },
    request: request.body,
    actorId: request.auth!.userId,
  })
  const unitErrors = { ...errorResponses(400, 401, 403, 404, 422), 409: UnitConflictResponse }

  app.put(
    '/locations/:code/units/:asset_tag/safety-dates',
    {
      onRequest: admin,
      schema: {
        tags: ['desk'],
        summary: "A unit's manufacture and expiry dates (admin)",
        description:
          'From its expiry date on, the unit no longer goes out: availability stops counting it ' +
          'for rentals that reach that day, and check-out refuses it. 422 ' +
          'MANUFACTURE_DATE_IN_FUTURE, 422 EXPIRY_BEFORE_MANUFACTURE; an earlier expiry that ' +
          'leaves bookings short answers 409 UNITS_SHORT unless `confirm` is true.',
        security,
        params: DeskUnitParams,
        body: SafetyDatesRequest,
        response: { 200: UnitChangeResult, ...unitErrors },
      },
    },
    (request) => app.inventory.setSafetyDates(unitChange(request)),
  )

  app.post(
    '/locations/:code/units/:asset_tag/inspections',
    {
      onRequest: staff,
      schema: {
        tags: ['desk'],
        summary: 'Record an inspection and cleaning of a unit (staff)',
        description:
          'With what was checked; a car seat or booster needs every item of its checklist (422 ' +
          "CHECKLIST_INCOMPLETE). Its next inspection falls due its category's interval from " +
          'today, and a unit held for an overdue inspection goes out again.',
        security,
        params: DeskUnitParams,
        body: InspectionRequest,
        response: { 201: UnitChangeResult, ...unitErrors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await app.inventory.recordInspection(unitChange(request))),
  )

  app.post(
    '/locations/:code/units/:asset_tag/incidents',
    {
      onRequest: staff,
      schema: {
        tags: ['desk'],
        summary: 'Report a crash or damage of a unit (staff)',
        description:
          'A crash retires a car seat or booster for good from today, whatever it looks like; ' +
          'when that leaves bookings short: 409 UNITS_SHORT unless `confirm` is true. 422 ' +
          'INCIDENT_DATE_IN_FUTURE.',
        security,
        params: DeskUnitParams,
        body: IncidentRequest,
        response: { 201: UnitChangeResult, ...unitErrors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await app.inventory.reportIncident(unitChange(request))),
  )

  app.get(
    '/locations/:code/maintenance',
    {
      onRequest: staff,
      schema: {
        tags: ['desk'],
        summary: 'Seats due for inspection or expiring (staff)',
        description:
          'Seats in service that are expired, overdue for inspection, or expire or fall due ' +
          'within 30 days at the location, the most pressing first.',
        security,
        params: DeskLocationParams,
        response: { 200: MaintenanceList, ...errorResponses(400, 401, 403, 404) },
      },
    },
    (request) => app.inventory.maintenanceList({ locationCode: request.params.code }),
  )
}

export default safetyRoutes
