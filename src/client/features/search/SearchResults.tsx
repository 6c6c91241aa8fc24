import { skipToken } from '@reduxjs/toolkit/query'
import { useTranslation } from 'react-i18next'
import type { GearSearchResult } from '../../../shared/contract/gear'
import { apiErrorCode } from '../../app/apiError'
import { useAppSelector } from '../../app/hooks'
import { useErrorText } from '../../app/useErrorText'
import { Button } from '../../components/Button'
import { Notice } from '../../components/Notice'
import { RetryNotice } from '../../components/RetryNotice'
import { Skeleton, SkeletonLines } from '../../components/Skeleton'
import { useSearchGearQuery } from '../gear'
import { selectLocationMode } from './deliverySelectors'
import { GearCard } from './GearCard'
import { PICKUP_DATE_ID } from './SearchCriteriaPanel'
import {
  selectGearSearchArgs,
  selectRentalPeriodProblems,
  selectRentalRequest,
  selectSearchLocationName,
  type RentalRequest,
} from './searchSelectors'
import { filtersCleared, selectSearchFilters } from './searchSlice'
import { SearchFilters } from './SearchFilters'
import { SeatSuggestions } from './SeatSuggestions'
import styles from './SearchPage.module.css'
import { useView } from '../../app/useView'

/** The gear free for the chosen rental, or why there is none to show. */
export function SearchResults() {
  const { t } = useTranslation('search')
  const args = useAppSelector(selectGearSearchArgs)
  const rental = useAppSelector(selectRentalRequest)
  const problems = useAppSelector(selectRentalPeriodProblems)
  const errorText = useErrorText()
  const result = useSearchGearQuery(args ?? skipToken)

  let content
  if (!args || !rental) {
    content = (
      <Notice title={problems.length > 0 ? t('Results.fixPeriod') : t('Results.choosePeriod')} />
    )
  } else if (result.currentData) {
    content = <ResultList result={result.currentData} rental={rental} />
  } else if (result.isError) {
    content = (
      <RetryNotice
        title={t('Results.failed')}
        message={errorText(apiErrorCode(result.error))}
        retryLabel={t('Results.retry')}
        onRetry={() => void result.refetch()}
      />
    )
  } else {
    content = <ResultsSkeleton label={t('Results.loading')} />
  }

  return (
    <section className={styles.results} aria-labelledby="results-heading">
      <h2 id="results-heading" className={styles.panelHeading}>
        {t('Results.heading')}
      </h2>
      <SearchFilters />
      {content}
    </section>
  )
}

function ResultList({ result, rental }: { result: GearSearchResult; rental: RentalRequest }) {
  const { t, dispatch } = useView('search')
  const filters = useAppSelector(selectSearchFilters)
  const locationName = useAppSelector(selectSearchLocationName)
  const filtered = filters.category !== null || filters.age_group !== null
  const delivery = useAppSelector(selectLocationMode) === 'delivery'

  if (result.items.length === 0 && filtered) {
    return (
      <Notice
        title={t('Results.noMatchTitle')}
        action={<Button onClick={() => dispatch(filtersCleared())}>{t('Filters.clear')}</Button>}
      >
        <p>{t('Results.noMatchBody')}</p>
      </Notice>
    )
  }
  if (!result.items.some((item) => item.available_stock > 0)) {
    return (
      <Notice
        title={t('Results.emptyTitle')}
        action={
          <Button onClick={() => document.getElementById(PICKUP_DATE_ID)?.focus()}>
            {t('Results.changeDates')}
          </Button>
        }
      >
        <p>{t(delivery ? 'Results.delivery.emptyBody' : 'Results.emptyBody')}</p>
      </Notice>
    )
  }
  return (
    <>
      <p className={styles.summary} role="status">
        {t('Results.summary', {
          count: result.total,
          location: locationName,
          days: t('Criteria.rentalDays', { count: result.total_days }),
        })}
      </p>
      <SeatSuggestions items={result.items} />
      <ul className={styles.grid}>
        {result.items.map((item) => (
          <li key={item._id}>
            <GearCard item={item} rental={rental} />
          </li>
        ))}
      </ul>
    </>
  )
}

/** Grey cards shaped like GearCard (the details page has its own, shaped like the details). */
function ResultsSkeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-busy="true">
      <span className="visually-hidden">{label}</span>
      <ul className={styles.grid} aria-hidden="true">
        {[0, 1, 2, 3, 4, 5].map((index) => (
          <li key={index} className={styles.card}>
            <Skeleton shape="image" />
            <div className={styles.cardBody}>
              <SkeletonLines shapes={['short', 'title', 'short', 'line']} />
            </div>
          </li>
        ))}
      </ul>
    </div>
  )
}
