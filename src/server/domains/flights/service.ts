import type {
  FlightLinkReport,
  FlightLinkView,
  FlightReport,
  FlightStatusMessage,
} from '../../../shared/contract/flights'
import type { FlightContext } from './context'
import { flightLinkView, reportFlightByLink } from './link'
import { applyFlightStatus, receiveFlightStatus } from './port'
import { reportFlight, type FlightReporter } from './report'

/** News of the families' inbound flights: from the family, the desk, or a flight data provider. */
export interface FlightService {
  /** The family (its booking page) or the desk says the flight lands late, or is cancelled. */
  report(args: {
    bookingId: string
    report: FlightReport
    reporter: FlightReporter
  }): Promise<FlightLinkView>
  /** What the emailed "we land late" link shows. */
  linkView(args: { token: string }): Promise<FlightLinkView>
  /** The family's report through the emailed link. */
  reportByLink(args: FlightLinkReport): Promise<FlightLinkView>
  /** One signed message of the flight status port. */
  receiveStatus(args: {
    rawBody: Buffer
    signature: string | undefined
  }): Promise<{ received: true; bookings_updated: number }>
  /** The sandbox's way to set a flight's status, as the port would (never in production). */
  setStatus(message: FlightStatusMessage): Promise<{ received: true; bookings_updated: number }>
}

export function createFlightService(ctx: FlightContext): FlightService {
  return {
    report: (args) => reportFlight(ctx, args),
    linkView: (args) => flightLinkView(ctx, args),
    reportByLink: (args) => reportFlightByLink(ctx, args),
    receiveStatus: (args) => receiveFlightStatus(ctx, args),
    setStatus: (message) => applyFlightStatus(ctx, message),
  }
}
