import { and, eq, isNull } from 'drizzle-orm'
import { Value } from 'typebox/value'
import { FlightStatusMessage } from '../../../shared/contract/flights'
import { isIsoDate } from '../../../shared/domain/calendar'
import { normaliseFlightNumber } from '../../../shared/domain/checkoutRules'
import { bookings } from '../../db/schema'
import { AppError } from '../../errors'
import { checkStorable } from '../../unstorable-text'
import { InvalidWebhookError, verifySignature } from '../../webhook-signature'
import type { FlightContext } from './context'
import { keepFlightNews } from './news'

const refused = (message: string) => new AppError(400, 'INVALID_WEBHOOK', message)

/** The signed message as sent: 400 when the signature does not hold or the body is not one. */
function readMessage(
  ctx: FlightContext,
  { rawBody, signature }: { rawBody: Buffer; signature: string | undefined },
): FlightStatusMessage {
  const secret = ctx.config.flightStatusSecret
  if (!secret) throw new AppError(404, 'FLIGHT_PORT_OFF', 'The flight status port is off.')
  try {
    verifySignature(secret, { body: rawBody, header: signature, nowMs: ctx.now().getTime() })
  } catch (error) {
    if (error instanceof InvalidWebhookError) throw refused(error.message)
    throw error
  }
  let message: unknown
  try {
    message = JSON.parse(rawBody.toString('utf8'))
  } catch {
    throw new AppError(400, 'VALIDATION_FAILED', 'The message is not JSON.')
  }
  checkStorable(message, 'body')
  if (!Value.Check(FlightStatusMessage, message)) {
    throw new AppError(400, 'VALIDATION_FAILED', 'The message is not a flight status message.')
  }
  return message
}

const notAMessage = (what: string) =>
  new AppError(400, 'VALIDATION_FAILED', `Invalid request: ${what}`)

/** Instants that exist, a date on the calendar: 400 otherwise, before any query. */
function checkedTimes(message: FlightStatusMessage) {
  if (!isIsoDate(message.scheduled_date)) throw notAMessage('scheduled_date is not a calendar date')
  const sentAt = new Date(message.sent_at)
  const arrival = message.estimated_arrival ? new Date(message.estimated_arrival) : null
  if (Number.isNaN(sentAt.getTime()) || (arrival && Number.isNaN(arrival.getTime()))) {
    throw notAMessage('sent_at and estimated_arrival must be instants')
  }
  return { sentAt, arrival: message.status === 'cancelled' ? null : arrival }
}

/** A flight status as kept on each booking waiting for that flight. */
export async function applyFlightStatus(ctx: FlightContext, message: FlightStatusMessage) {
  const { sentAt, arrival } = checkedTimes(message)
  const waiting = await ctx.db
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(
        eq(bookings.inboundFlight, normaliseFlightNumber(message.flight_number) ?? ''),
        eq(bookings.startDate, message.scheduled_date),
        eq(bookings.pickupLocationCode, message.arrival_airport),
        eq(bookings.status, 'confirmed'),
        isNull(bookings.handedOutAt),
      ),
    )
  let updated = 0
  for (const { id } of waiting) {
    const news = {
      source: 'flight_data' as const,
      status: message.status,
      expectedArrivalAt: arrival,
      reportedAt: sentAt,
      messageId: message.id,
    }
    try {
      const kept = await ctx.db.transaction((tx) =>
        keepFlightNews(ctx, { tx, bookingId: id, news }),
      )
      if (kept) updated++
    } catch (error) {
      // Handed over or ended since it was listed: the news changes nothing for it.
      if (!(error instanceof AppError && error.code === 'FLIGHT_NEWS_CLOSED')) throw error
    }
  }
  return { received: true as const, bookings_updated: updated }
}

/**
 * The flight status port (docs/api.md): one signed message of a flight data provider, kept on
 * every booking waiting for that flight. A replayed message (same id) or one older than the
 * news a booking has changes nothing; a stale signature is refused, so a captured message cannot
 * be sent again later.
 */
export async function receiveFlightStatus(
  ctx: FlightContext,
  args: { rawBody: Buffer; signature: string | undefined },
) {
  return applyFlightStatus(ctx, readMessage(ctx, args))
}
