import { addDays } from '../../../shared/domain/calendar'
import { occupiedDays } from '../../../shared/domain/rentalPeriod'

/** One ask the stock did not meet: an item at a location for a rental period. */
export interface TurnedAway {
  locationCode: string
  gearId: string
  startDate: string
  endDate: string
  requested: number
  available: number
}

/** What a day of an item at a location adds to its totals. */
export interface DayCounts {
  locationCode: string
  gearId: string
  day: string
  asksStarting: number
  unitsShort: number
}

/**
 * The counts of one process since it last handed them over, per location, item and day: an ask
 * counts once on its rental's first day, and its units short on each day the rental would keep.
 */
export class DemandTally {
  private readonly days = new Map<string, DayCounts>()

  get size() {
    return this.days.size
  }

  add(ask: TurnedAway) {
    const short = ask.requested - Math.max(ask.available, 0)
    if (short <= 0) return
    const { from, until } = occupiedDays(ask.startDate, ask.endDate)
    for (let day = from; day < until; day = addDays(day, 1)) {
      const counts = this.dayOf(ask.locationCode, ask.gearId, day)
      if (day === from) counts.asksStarting += 1
      counts.unitsShort += short
    }
  }

  /** Everything counted so far, and a fresh start. */
  take(): DayCounts[] {
    const taken = [...this.days.values()]
    this.days.clear()
    return taken
  }

  /** Counts handed back after they could not be written, to be added to the next ones. */
  giveBack(counts: DayCounts[]) {
    for (const returned of counts) {
      const counted = this.dayOf(returned.locationCode, returned.gearId, returned.day)
      counted.asksStarting += returned.asksStarting
      counted.unitsShort += returned.unitsShort
    }
  }

  private dayOf(locationCode: string, gearId: string, day: string) {
    const key = `${locationCode}|${gearId}|${day}`
    let counts = this.days.get(key)
    if (!counts) {
      counts = { locationCode, gearId, day, asksStarting: 0, unitsShort: 0 }
      this.days.set(key, counts)
    }
    return counts
  }
}
