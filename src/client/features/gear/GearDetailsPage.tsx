import { skipToken } from '@reduxjs/toolkit/query'
import { useEffect } from 'react'
import { Link, useParams } from 'react-router'
import { apiErrorCode, apiErrorStatus } from '../../app/apiError'
import { useAppSelector } from '../../app/hooks'
import { useFeature } from '../../app/lazyFeature'
import { paths } from '../../app/paths'
import { useErrorText } from '../../app/useErrorText'
import { useFormat } from '../../app/useFormat'
import { ButtonLink } from '../../components/ButtonLink'
import { Notice } from '../../components/Notice'
import { PageMeta } from '../../components/PageMeta'
import { RetryNotice } from '../../components/RetryNotice'
import { Skeleton, SkeletonLines } from '../../components/Skeleton'
import {
  useGetPickupLocationQuery,
  selectLocationNow,
  selectRentalRequest,
  searchFeature,
  searchOpened,
  selectSearchCriteria,
  type SearchCriteria,
} from '../search'
import { GearInfo } from './GearInfo'
import { useGetGearQuery } from './gearApi'
import styles from './GearDetailsPage.module.css'
import { useView } from '../../app/useView'
import { gearDetailsPageTexts } from '../../app/pageTexts'

/** Whether any part of a rental period has been chosen (a date or a time). */
const hasChosenPeriod = ({ start_date, end_date, pickup_time, return_time }: SearchCriteria) =>
  Boolean(start_date || end_date || pickup_time || return_time)

/** `/gear/{id}`: one item in the active language, with availability for the chosen rental. */
export default function GearDetailsPage() {
  // Every namespace its parts use loads with the page ('gear' for categories and prices, 'errors'
  // for availability problems, 'basket' for the add-to-basket form), so no part suspends the page
  // while it is in use.
  const { t, dispatch, language } = useView(gearDetailsPageTexts)
  const { id = '' } = useParams()
  useFeature(searchFeature)
  const format = useFormat()
  const errorText = useErrorText()
  const criteria = useAppSelector(selectSearchCriteria)
  const rental = useAppSelector(selectRentalRequest)
  useGetPickupLocationQuery(criteria.pickup_location_code)
  // The rules need the desk's hours and the clock; until then a chosen period cannot be checked.
  // Without chosen dates there is nothing to check, and the gear is asked for at once.
  const ready = useAppSelector(selectLocationNow) !== null || !hasChosenPeriod(criteria)
  useEffect(() => {
    dispatch(searchOpened())
  }, [dispatch])

  const query = useGetGearQuery(ready ? { id, lang: language, ...(rental ?? {}) } : skipToken)
  const gear = query.currentData
  const back = (
    <Link to={paths.search.to()} className={styles.back}>
      ← {t('Details.back')}
    </Link>
  )

  /** The page with a notice in place of the gear, titled as the notice. */
  const noticePage = (title: string, notice: React.ReactNode) => (
    <div className={styles.page}>
      <PageMeta title={title} />
      {back}
      {notice}
    </div>
  )

  if (query.isError && apiErrorStatus(query.error) === 404) {
    return noticePage(
      t('Details.notFoundTitle'),
      <Notice
        title={t('Details.notFoundTitle')}
        action={<ButtonLink to={paths.search.to()}>{t('Details.back')}</ButtonLink>}
      >
        <p>{t('Details.notFoundBody')}</p>
      </Notice>,
    )
  }
  if (!gear && query.isError) {
    return noticePage(
      t('Details.failed'),
      <RetryNotice
        title={t('Details.failed')}
        message={errorText(apiErrorCode(query.error))}
        retryLabel={t('Details.retry')}
        onRetry={() => void query.refetch()}
      />,
    )
  }
  if (!gear) return <DetailsSkeleton back={back} label={t('Details.loading')} />

  return (
    <div className={styles.page}>
      <PageMeta
        title={gear.name}
        description={t('Details.metaDescription', {
          name: gear.name,
          price: format.money(gear.price_per_day, gear.currency),
        })}
      />
      {back}
      <GearInfo gear={gear} rental={rental} />
    </div>
  )
}

function DetailsSkeleton({ back, label }: { back: React.ReactNode; label: string }) {
  return (
    <div className={styles.page} role="status" aria-busy="true">
      <span className="visually-hidden">{label}</span>
      {back}
      <div className={styles.layout} aria-hidden="true">
        <Skeleton shape="image" />
        <div className={styles.info}>
          <SkeletonLines shapes={['short', 'title', 'short', 'line', 'line']} />
        </div>
      </div>
    </div>
  )
}
