import { useMemo } from 'react'
import { useAppSelector } from '../../../app/hooks'
import { SelectField } from '../../../components/SelectField'
import { useSearchPickupLocationsQuery } from '../../search'
import { DEFAULT_DESK_LOCATION, locationChosen, selectDeskLocation } from './deskSlice'
import { useView } from '../../../app/useView'

/**
 * The desks to choose from, SVQ first: collection points only, since a delivery zone has no
 * stock of its own (its deliveries show at the desk that serves it).
 */
function useLocationOptions(current: string) {
  const { data } = useSearchPickupLocationsQuery({ limit: 100, type: 'collection' })
  return useMemo(() => {
    const codes = new Set([DEFAULT_DESK_LOCATION, current, ...(data ?? []).map((l) => l.code)])
    const names = new Map((data ?? []).map((l) => [l.code, l.name]))
    return [...codes].map((code) => ({
      value: code,
      label: names.has(code) ? `${code} · ${names.get(code)}` : code,
    }))
  }, [data, current])
}

/** The desk's location, shared by the day, attention and inventory screens. */
export function LocationPicker() {
  const { t, dispatch } = useView('desk')
  const code = useAppSelector(selectDeskLocation)
  const locations = useLocationOptions(code)
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
