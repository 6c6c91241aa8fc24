/**
 * Wall-clock time at a pickup location. Dates (`YYYY-MM-DD`) and times (`HH:mm`) are read on
 * the location's clock in its IANA time zone, so daylight-saving changes are handled by the time
 * zone database (through @date-fns/tz, which works the same in browsers and Node).
 */
import { TZDate } from '@date-fns/tz'

export interface WallClock {
  date: string
  time: string
}

const pad = (value: number) => String(value).padStart(2, '0')

function wallClockOf(moment: TZDate): WallClock {
  return {
    date: `${moment.getFullYear()}-${pad(moment.getMonth() + 1)}-${pad(moment.getDate())}`,
    time: `${pad(moment.getHours())}:${pad(moment.getMinutes())}`,
  }
}

/** The instant `minutes` after `instant`. */
export const minutesAfter = (instant: Date, minutes: number) =>
  new Date(instant.getTime() + minutes * 60_000)

/** The date and time shown on the location's clock at the instant `now` (epoch ms). */
export function wallClockAt(now: number, timeZone: string): WallClock {
  return wallClockOf(new TZDate(now, timeZone))
}

/** Instants already worked out, by date, time and zone: the time zone arithmetic is costly. */
const knownInstants = new Map<string, number | null>()
const KNOWN_INSTANTS_LIMIT = 4096

/**
 * The instant (epoch ms) at which the location's clock shows `date` `time`. When the clocks go
 * back and the time happens twice, the first occurrence. When the clocks go forward and the
 * time never happens (02:30 on the last Sunday of March in Europe/Madrid), null.
 */
export function instantOf(date: string, time: string, timeZone: string): number | null {
  const key = `${date} ${time} ${timeZone}`
  const known = knownInstants.get(key)
  if (known !== undefined) return known
  if (knownInstants.size >= KNOWN_INSTANTS_LIMIT) knownInstants.clear()
  const instant = workOutInstant(date, time, timeZone)
  knownInstants.set(key, instant)
  return instant
}

function workOutInstant(date: string, time: string, timeZone: string): number | null {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number]
  const [hours, minutes] = time.split(':').map(Number) as [number, number]
  const candidate = new TZDate(year, month - 1, day, hours, minutes, timeZone)
  const shown = wallClockOf(candidate)
  if (shown.date !== date || shown.time !== time) return null
  const hourEarlier = candidate.getTime() - 60 * 60 * 1000
  const earlier = wallClockAt(hourEarlier, timeZone)
  return earlier.date === date && earlier.time === time ? hourEarlier : candidate.getTime()
}
