import { useView } from '../../../app/useView'
import { useAppSelector } from '../../../app/hooks'
import { useSearchDeskBookingsQuery } from './deskBookingsApi'
import { lookupNextPage, lookupPreviousPage, selectLookup } from './deskBookingsSlice'
import { Suspense } from 'react'
import { LookupForm, LOOKUP_FIELD_ID } from './LookupForm'
import { BOOKING_SCAN, LazyScanBar } from '../scanner'
import { DeskBookingCard } from './DeskBookingCard'
import { deskListStyles as styles, DeskScreen, Pager, QueryState, useCursorPages } from '../shell'

/**
 * Find a booking by reference, email, last name or phone, across dates and locations, or open it
 * by scanning its code.
 */
export function LookupScreen() {
  const { t, language } = useView('desk')
  const lookup = useAppSelector(selectLookup)
  const pages = useCursorPages(lookup.cursors, lookupNextPage, lookupPreviousPage)
  const query = useSearchDeskBookingsQuery(
    { q: lookup.query, cursor: pages.cursor, lang: language },
    { skip: lookup.query === '' },
  )
  const { data, isFetching } = query
  return (
    <DeskScreen id="lookup" title={t('Lookup.title')}>
      <LookupForm />
      <Suspense fallback={null}>
        <LazyScanBar target={BOOKING_SCAN} fieldId={LOOKUP_FIELD_ID} />
      </Suspense>
      <QueryState query={{ ...query, isLoading: isFetching && !data }} />
      {data && data.items.length === 0 ? (
        <p role="status">{t('Lookup.none', { query: lookup.query })}</p>
      ) : null}
      {data && data.items.length > 0 ? (
        <>
          <p role="status">
            {t('Lookup.results', { count: data.items.length, query: lookup.query })}
          </p>
          <ul className={styles.list}>
            {data.items.map((booking) => (
              <li key={booking.id}>
                <DeskBookingCard booking={booking} role="found" />
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <Pager {...pages} nextCursor={data?.next_cursor} />
    </DeskScreen>
  )
}
