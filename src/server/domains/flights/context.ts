import type { AppConfig } from '../../config'
import type { Db, Tx } from '../../db/client'
import type { SignedLinks } from '../../plugins/signed-links'
import type { AuditService } from '../audit'
import type { BookingRow, BookingService } from '../bookings'

export type { BookingRow, Db, Tx }

/** What the flights domain's services are given by their plugin. */
export interface FlightContext {
  db: Db
  links: SignedLinks
  bookings: Pick<BookingService, 'bookingRow' | 'emailTraveller'>
  audit: Pick<AuditService, 'record'>
  config: Pick<AppConfig, 'flightStatusSecret'>
  now(): Date
}
