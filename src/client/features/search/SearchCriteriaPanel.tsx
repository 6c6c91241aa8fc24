import { useAppSelector } from '../../app/hooks'
import { useFormat } from '../../app/useFormat'
import { DateField } from '../../components/DateField'
import { TimeField } from '../../components/TimeField'
import { LocationHours } from './LocationHours'
import { LeadTimeProblem } from './LeadTimeProblem'
import { LocationChoice } from './LocationChoice'
import { useGetPickupLocationQuery } from './pickupLocationsApi'
import { RentalProblems, RENTAL_PROBLEMS_ID } from './RentalProblems'
import {
  selectIsPickupDateDisabled,
  selectIsReturnDateDisabled,
  selectLocationNow,
  selectPickupTimeOptions,
  selectRentalDays,
  selectRentalPeriodProblems,
  selectReturnTimeOptions,
} from './searchSelectors'
import { selectLocationMode } from './deliverySelectors'
import { criteriaChangeRequested, selectSearchCriteria, type CriteriaChanges } from './searchSlice'
import styles from './SearchPage.module.css'
import { useView } from '../../app/useView'

export const PICKUP_DATE_ID = 'pickup-date'

/** Where and when: pickup location, pickup and return dates and times, and what is wrong. */
export function SearchCriteriaPanel() {
  const { t, dispatch } = useView('search')
  const format = useFormat()
  const criteria = useAppSelector(selectSearchCriteria)
  const location = useGetPickupLocationQuery(criteria.pickup_location_code)
  const now = useAppSelector(selectLocationNow)
  const problems = useAppSelector(selectRentalPeriodProblems)
  const isPickupDateDisabled = useAppSelector(selectIsPickupDateDisabled)
  const isReturnDateDisabled = useAppSelector(selectIsReturnDateDisabled)
  const pickupTimes = useAppSelector(selectPickupTimeOptions)
  const returnTimes = useAppSelector(selectReturnTimeOptions)
  const days = useAppSelector(selectRentalDays)
  const delivery = useAppSelector(selectLocationMode) === 'delivery'
  /** A text of the panel, worded for a delivery zone when one is chosen (translations/GLOSSARY.md). */
  const label = (
    key: 'pickupDate' | 'returnDate' | 'pickupTime' | 'returnTime' | 'maxDays' | 'closedTime',
    values?: { time: string },
  ) => (delivery ? t(`Criteria.delivery.${key}`, values!) : t(`Criteria.${key}`, values!))

  const change = (changes: CriteriaChanges) =>
    dispatch(criteriaChangeRequested({ changes, confirmMessage: t('Criteria.confirmChange') }))
  const invalid = (field: keyof CriteriaChanges) => problems.some((p) => p.field === field)
  const describedBy = (field: keyof CriteriaChanges) =>
    invalid(field) ? RENTAL_PROBLEMS_ID : undefined

  const dateField = (field: 'start_date' | 'end_date') => {
    const value = criteria[field]
    const fieldLabel = field === 'start_date' ? label('pickupDate') : label('returnDate')
    const valueText = value ? format.date(value) : t('Criteria.chooseDate')
    if (!now) return <DateSkeleton label={fieldLabel} valueText={valueText} />
    return (
      <DateField
        id={field === 'start_date' ? PICKUP_DATE_ID : 'return-date'}
        label={fieldLabel}
        value={value}
        valueText={valueText}
        buttonLabel={t('Calendar.open', { field: fieldLabel, value: valueText })}
        closeLabel={t('Calendar.close')}
        language={format.language}
        today={now.date}
        month={value ?? (field === 'end_date' ? criteria.start_date : null) ?? now.date}
        isDisabled={field === 'start_date' ? isPickupDateDisabled : isReturnDateDisabled}
        dayLabel={(date) => format.date(date, 'long')}
        invalid={invalid(field)}
        describedBy={describedBy(field)}
        onChange={(date) => change({ [field]: date })}
      />
    )
  }

  /** One end of the rental: its date and time side by side, then the location's hours that day. */
  const rentalEnd = (end: 'pickup' | 'return') => {
    const dateKey = end === 'pickup' ? 'start_date' : 'end_date'
    const timeKey = end === 'pickup' ? 'pickup_time' : 'return_time'
    const date = criteria[dateKey]
    return (
      <>
        <div className={styles.pair}>
          {dateField(dateKey)}
          <TimeField
            id={`${end}-time`}
            label={end === 'pickup' ? label('pickupTime') : label('returnTime')}
            value={criteria[timeKey]}
            options={end === 'pickup' ? pickupTimes : returnTimes}
            placeholder={date ? t('Criteria.chooseTime') : t('Criteria.chooseDateFirst')}
            unavailableLabel={(time) => label('closedTime', { time })}
            invalid={invalid(timeKey)}
            describedBy={describedBy(timeKey)}
            onChange={(time) => change({ [timeKey]: time })}
          />
        </div>
        {date ? <LocationHours location={location.data} date={date} /> : null}
      </>
    )
  }

  return (
    <section className={styles.criteria} aria-labelledby="criteria-heading">
      <h2 id="criteria-heading" className={styles.panelHeading}>
        {t('Criteria.heading')}
      </h2>
      <LocationChoice change={change} />

      {rentalEnd('pickup')}
      {rentalEnd('return')}

      <p className={styles.hint}>
        {days !== null ? <strong>{t('Criteria.rentalDays', { count: days })}. </strong> : null}
        {label('maxDays')}
      </p>
      <RentalProblems problems={problems} delivery={delivery}>
        <LeadTimeProblem />
      </RentalProblems>
    </section>
  )
}

/** The date field's place while the pickup location and clock are read. */
function DateSkeleton({ label, valueText }: { label: string; valueText: string }) {
  return (
    <div className={styles.dateSkeleton}>
      <span className={styles.fieldLabel}>{label}</span>
      <button type="button" disabled className={styles.disabledDate}>
        {valueText}
      </button>
    </div>
  )
}
