import {
  deskListStyles as styles,
  LocationPicker,
  QueryState,
  selectDeskLocation,
  useDeskFormat,
} from '../shell'
import { useView } from '../../../app/useView'
import { useAppSelector } from '../../../app/hooks'
import { Button } from '../../../components/Button'
import { TextField } from '../../../components/TextField'
import { useGetDeskDayQuery } from './deskBookingsApi'
import { dayChosen, dayStepped, selectDeskDay } from './deskBookingsSlice'
import { useDeskRefresh } from './useDeskRefresh'
import { DayCounts, DayList, DeliveriesOfDay } from './DayLists'
import { Suspense } from 'react'
import { BOOKING_SCAN, LazyScanBar } from '../scanner'

/**
 * The desk's home: one location's Pickups and Returns for a day (today on its clock unless
 * another is chosen), refreshed every half minute while open and after every change; a booking's
 * code scanned (or typed) opens it.
 */
export function DayScreen() {
  const { t, dispatch, language } = useView('desk')
  const format = useDeskFormat()
  const location = useAppSelector(selectDeskLocation)
  const date = useAppSelector(selectDeskDay)
  const query = useGetDeskDayQuery({ location, date, lang: language })
  const { data } = query

  useDeskRefresh()
  const shown = data?.date ?? date
  return (
    <section aria-labelledby="day-title">
      <h2 id="day-title">
        {data ? t('Day.titleOn', { date: format.date(data.date, 'long') }) : t('Day.title')}
        {data && data.date === data.today ? ` (${t('Day.today')})` : ''}
      </h2>
      <div className={styles.toolbar}>
        <LocationPicker />
        <Button
          variant="secondary"
          disabled={!data}
          onClick={() => data && dispatch(dayStepped({ from: data.date, days: -1 }))}
        >
          {t('Day.previous')}
        </Button>
        <TextField
          label={t('Day.date')}
          type="date"
          value={shown ?? ''}
          onChange={(event) => dispatch(dayChosen(event.target.value || null))}
        />
        <Button
          variant="secondary"
          disabled={!data}
          onClick={() => data && dispatch(dayStepped({ from: data.date, days: 1 }))}
        >
          {t('Day.next')}
        </Button>
        <Button variant="secondary" onClick={() => dispatch(dayChosen(null))}>
          {t('Day.backToToday')}
        </Button>
      </div>
      <Suspense fallback={null}>
        <LazyScanBar target={BOOKING_SCAN} />
      </Suspense>
      <QueryState query={query} />
      {data ? (
        <>
          <DayCounts counts={data.counts} />
          <div className={styles.columns}>
            <DayList
              title={t('Day.pickups')}
              bookings={data.pickups}
              role="pickup"
              empty={t('Day.noPickups')}
            />
            <DayList
              title={t('Day.returns')}
              bookings={data.returns}
              role="return"
              empty={t('Day.noReturns')}
            />
          </div>
          <DeliveriesOfDay day={data} />
        </>
      ) : null}
    </section>
  )
}
