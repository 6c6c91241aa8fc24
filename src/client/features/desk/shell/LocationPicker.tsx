import { useMemo } from 'react'
import { useAppSelector } from '../../../app/hooks'
import { SelectField } from '../../../components/SelectField'
import { useSearchPickupLocationsQuery } from '../../search'
import { DEFAULT_DESK_LOCATION, locationChosen, selectDeskLocation } from './deskSlice'
import { useView } from '../../../app/useView'
import type { Language } from '../../../../shared/domain/languages'

/**
 * The desks to choose from: collection points only, since a delivery zone has no stock of its own
 * (its deliveries show at the desk that serves it).
 */
const DESK_LOCATIONS = { limit: 100, type: 'collection' } as const

/** The desks to choose from, SVQ first, named in the desk's language. */
function useLocationOptions(current: string, language: Language) {
  const { data } = useSearchPickupLocationsQuery(DESK_LOCATIONS)
  return useMemo(() => {
    const codes = new Set([DEFAULT_DESK_LOCATION, current, ...(data ?? []).map((l) => l.code)])
    const names = new Map((data ?? []).map((l) => [l.code, l.names[language]]))
    return [...codes].map((code) => ({
      value: code,
      label: names.has(code) ? `${code} · ${names.get(code)}` : code,
    }))
  }, [data, current, language])
}

/**
 * The clock of the desk's location, for times of no booking (the audit log, promo codes): its
 * time zone from the list of desks, UTC (named as such) until the list has answered.
 */
export function useDeskTimeZone(): string {
  const code = useAppSelector(selectDeskLocation)
  const { data } = useSearchPickupLocationsQuery(DESK_LOCATIONS)
  return data?.find((location) => location.code === code)?.time_zone ?? 'UTC'
}

/** The desk's location, shared by the day, attention and inventory screens. */
export function LocationPicker() {
  const { t, dispatch, language } = useView('desk')
  const code = useAppSelector(selectDeskLocation)
  const locations = useLocationOptions(code, language)
  return (
    <SelectField
      id="desk-location"
      label={t('Inventory.location')}
      value={code}
      options={locations}
      onChange={(next) => dispatch(locationChosen(next))}
    />
  )
}
