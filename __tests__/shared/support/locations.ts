import type { OpeningSchedule } from '../../../src/shared/domain/operatingHours'

const daily = (open: string, close: string) => ({ open, close })

/** Opening hours like the Seville airport desk's. */
export const airport: OpeningSchedule = {
  time_zone: 'Europe/Madrid',
  operating_hours: {
    monday: daily('07:00', '23:00'),
    tuesday: daily('07:00', '23:00'),
    wednesday: daily('07:00', '23:00'),
    thursday: daily('07:00', '23:00'),
    friday: daily('07:00', '23:30'),
    saturday: daily('08:00', '23:30'),
    sunday: daily('08:00', '22:00'),
  },
  closed_days: ['2027-12-25', '2028-01-01'],
}

/** A desk open around the clock, so the hours the clock skips or repeats can be chosen. */
export const allNight: OpeningSchedule = {
  time_zone: 'Europe/Madrid',
  operating_hours: {
    monday: daily('00:00', '23:59'),
    tuesday: daily('00:00', '23:59'),
    wednesday: daily('00:00', '23:59'),
    thursday: daily('00:00', '23:59'),
    friday: daily('00:00', '23:59'),
    saturday: daily('00:00', '23:59'),
    sunday: daily('00:00', '23:59'),
  },
  closed_days: [],
}

/** A city desk closed on Sundays. */
export const station: OpeningSchedule = {
  ...airport,
  operating_hours: { ...airport.operating_hours, sunday: null },
}
