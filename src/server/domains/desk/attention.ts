import { and, eq, gte, inArray, isNotNull, isNull, lte, type SQL } from 'drizzle-orm'
import {
  UNPAID_ATTENTION_HOURS,
  type AttentionKind,
  type AttentionList,
  type DeskBooking,
} from '../../../shared/contract/desk-bookings'
import { addDays } from '../../../shared/domain/calendar'
import type { Language } from '../../../shared/domain/languages'
import { formatDeadline } from '../mail'
import { bookedFromStockOf } from '../../db/booked-from'
import { bookings } from '../../db/schema'
import type { AttentionCandidate, AttentionSource, DeskContext } from './context'
import { deskBookings } from './desk-rows'
import { locationClock } from './location'
import { instantOf } from '../../../shared/domain/zonedTime'

/** What to do about each reason, as the desk shows it. */
const ACTIONS: Record<AttentionKind, Record<Language, string>> = {
  unpaid_near_pickup: {
    en: 'Not paid yet: call the traveller to pay from their booking page, or the gear is released when the payment time ends.',
    es: 'Aún sin pagar: llama al viajero para que pague desde su reserva, o el equipo se libera cuando acabe el plazo de pago.',
  },
  late_return: {
    en: 'Past its return time: call the traveller to arrange the return, and check the gear in when it is back.',
    es: 'Pasada la hora de devolución: llama al viajero para acordar la devolución y registra el equipo cuando vuelva.',
  },
  left_short: {
    en: 'A unit of this booking went out of service: assign another unit or contact the traveller.',
    es: 'Una unidad de esta reserva quedó fuera de servicio: asigna otra unidad o contacta con el viajero.',
  },
  deposit_missing: {
    en: 'The deposit hold is not in place: we emailed the traveller a link to place it with another card. Ask them to do it before the gear goes out.',
    es: 'La retención de la fianza no está hecha: enviamos al viajero un enlace para ponerla con otra tarjeta. Pídele que lo haga antes de entregar el equipo.',
  },
  claim_open: {
    en: 'A claim on the deposit waits for a decision: an admin keeps part of it or releases it from the booking.',
    es: 'Una reclamación sobre la fianza espera una decisión: un administrador se queda con parte o la libera desde la reserva.',
  },
}

/** Until when the family may answer a claim, on the location's clock. */
const ANSWER_BY: Record<Language, (time: string) => string> = {
  en: (time) => `The family may answer until ${time}.`,
  es: (time) => `La familia puede responder hasta el ${time}.`,
}

/** What to do about one booking: the kind's action, and for a claim until when the family may answer. */
function actionFor({
  kind,
  booking,
  language,
}: {
  kind: AttentionKind
  booking: DeskBooking
  language: Language
}) {
  const action = ACTIONS[kind][language]
  if (kind !== 'claim_open' || !booking.deposit_dispute_until) return action
  const time = formatDeadline({
    instant: new Date(booking.deposit_dispute_until),
    language,
    timeZone: booking.time_zone,
  })
  return `${action} ${ANSWER_BY[language](time)}`
}

/**
 * A source of one kind: the bookings at the location, or delivered from its stock, matching
 * `where` (on that day).
 */
function bookingsWhere(
  ctx: DeskContext,
  { kind, where }: { kind: AttentionKind; where: (today: string) => SQL[] },
): AttentionSource {
  return async ({ locationCode, today }) => {
    const rows = await ctx.db
      .select({ id: bookings.id })
      .from(bookings)
      .where(and(bookedFromStockOf(locationCode), ...where(today)))
    return rows.map(({ id }) => ({ kind, bookingId: id }))
  }
}

/** Confirmed, unpaid, pickup within UNPAID_ATTENTION_HOURS (read from the dates, then the clock). */
export const unpaidNearPickup = (ctx: DeskContext) =>
  bookingsWhere(ctx, {
    kind: 'unpaid_near_pickup',
    where: (today) => [
      eq(bookings.status, 'confirmed'),
      eq(bookings.paymentStatus, 'unpaid'),
      gte(bookings.startDate, addDays(today, -1)),
      lte(bookings.startDate, addDays(today, Math.ceil(UNPAID_ATTENTION_HOURS / 24))),
    ],
  })

/** Handed out, not back, return day today or earlier (the clock decides below). */
export const lateReturns = (ctx: DeskContext) =>
  bookingsWhere(ctx, {
    kind: 'late_return',
    where: (today) => [
      inArray(bookings.status, ['confirmed', 'completed']),
      isNotNull(bookings.handedOutAt),
      isNull(bookings.returnedAt),
      lte(bookings.endDate, today),
    ],
  })

const ORDER: AttentionKind[] = [
  'late_return',
  'left_short',
  'deposit_missing',
  'unpaid_near_pickup',
  'claim_open',
]

/** Every booking needing attention at a location, with what to do. */
export async function attentionAt(
  ctx: DeskContext,
  args: { locationCode: string; language: Language },
): Promise<AttentionList> {
  const now = ctx.now()
  const location = await locationClock(ctx.db, { code: args.locationCode, now })
  const found: AttentionCandidate[] = (
    await Promise.all(
      ctx.attentionSources.map((source) =>
        source({ locationCode: location.code, today: location.today, now }),
      ),
    )
  ).flat()
  const ids = [...new Set(found.map((candidate) => candidate.bookingId))]
  const rows =
    ids.length === 0
      ? []
      : await deskBookings(ctx.db, {
          where: inArray(bookings.id, ids),
          language: args.language,
          now,
        })
  const byId = new Map(rows.map((row) => [row.id, row]))
  const horizon = now.getTime() + UNPAID_ATTENTION_HOURS * 3_600_000
  const items = found
    .map((candidate) => ({ candidate, booking: byId.get(candidate.bookingId)! }))
    .filter(({ candidate, booking }) => {
      if (!booking) return false
      if (candidate.kind === 'late_return') return booking.flags.late_return
      if (candidate.kind === 'unpaid_near_pickup') {
        return booking.flags.unpaid && pickupInstant(booking) <= horizon
      }
      if (candidate.kind === 'deposit_missing') return booking.flags.deposit_missing
      return true
    })
    .map(({ candidate, booking }) => ({
      kind: candidate.kind,
      action: actionFor({ kind: candidate.kind, booking, language: args.language }),
      booking,
    }))
    .sort(
      (a, b) =>
        ORDER.indexOf(a.kind) - ORDER.indexOf(b.kind) ||
        pickupInstant(a.booking) - pickupInstant(b.booking),
    )
  return { now: now.toISOString(), items }
}

function pickupInstant(booking: { start_date: string; pickup_time: string; time_zone: string }) {
  return instantOf(booking.start_date, booking.pickup_time, booking.time_zone) ?? 0
}
