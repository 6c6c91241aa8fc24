import { useAppSelector } from '../../app/hooks'
import { useFormat } from '../../app/useFormat'
import { useView } from '../../app/useView'
import { ChoiceSwitch } from '../../components/ChoiceSwitch'
import { SelectField } from '../../components/SelectField'
import {
  locationListArgs,
  selectLocationForMode,
  selectLocationMode,
  zoneOf,
  type LocationMode,
} from './deliverySelectors'
import { useGetPickupLocationQuery, useSearchPickupLocationsQuery } from './pickupLocationsApi'
import { selectSearchCriteria, type CriteriaChanges } from './searchSlice'
import styles from './SearchPage.module.css'

const MODES: readonly LocationMode[] = ['collection', 'delivery']

/**
 * "Pick up at" a desk or "Deliver to" a zone, then the location of that kind, and under it the
 * desk's address or the zone's area (its two lines kept while it loads, so nothing moves). The
 * switch shows while the zones load, for the same reason, and goes where there are none.
 */
export function LocationChoice({ change }: { change(changes: CriteriaChanges): void }) {
  const { t } = useView('search')
  const format = useFormat()
  const { pickup_location_code: code } = useAppSelector(selectSearchCriteria)
  const mode = useAppSelector(selectLocationMode)
  const locations = useSearchPickupLocationsQuery(locationListArgs(mode, format.language))
  const zones = useSearchPickupLocationsQuery(locationListArgs('delivery', format.language))
  const location = useGetPickupLocationQuery(code)
  const firstZone = useAppSelector((state) => selectLocationForMode(state, 'delivery'))
  const served = useAppSelector((state) => selectLocationForMode(state, 'collection'))

  const options = (locations.data ?? []).map((item) => ({
    value: item.code,
    label: item.names[format.language],
  }))
  if (!options.some((option) => option.value === code)) {
    options.unshift({ value: code, label: location.data?.names[format.language] ?? code })
  }
  // Pressed before the zones have come, "Deliver to" goes to the first of them once they have.
  const choose = async (next: LocationMode) => {
    const target =
      next === 'delivery' ? (firstZone ?? (await zones.refetch()).data?.[0]?.code) : served
    if (next !== mode && target) change({ pickup_location_code: target })
  }
  // A zone's area comes from the list, which is in the traveller's language.
  const zone = zoneOf(zones.data?.find((item) => item.code === code))
  const under =
    location.data?.type === 'delivery' ? zone?.area : location.data?.addresses[format.language]
  const offersDelivery = zones.data ? zones.data.length > 0 : !zones.isError

  return (
    <>
      {offersDelivery ? (
        <ChoiceSwitch
          label={t('Criteria.mode')}
          choices={MODES}
          value={mode}
          onChange={choose}
          content={(choice) => t(`Criteria.modes.${choice}`)}
        />
      ) : null}
      <SelectField
        id="pickup-location"
        label={mode === 'delivery' ? t('Criteria.zone') : t('Criteria.location')}
        value={code}
        options={options}
        onChange={(next) => next && change({ pickup_location_code: next })}
      />
      {locations.isError ? <p role="alert">{t('Errors.searchLocationsFailed')}</p> : null}
      {location.isError ? <p role="alert">{t('Errors.fetchLocationFailed')}</p> : null}
      <p className={styles.address}>{under ?? '\u00a0'}</p>
    </>
  )
}
