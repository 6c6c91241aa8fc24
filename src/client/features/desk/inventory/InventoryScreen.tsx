import { useMemo } from 'react'
import { useAppSelector } from '../../../app/hooks'
import { Notice } from '../../../components/Notice'
import { SelectField } from '../../../components/SelectField'
import { TextField } from '../../../components/TextField'
import { useGetInventoryQuery } from './inventoryApi'
import { DeskScreen, LocationPicker, QueryState, selectDeskLocation } from '../shell'
import {
  searchChanged,
  selectInventorySearch,
  selectInventoryStatusFilter,
  statusFilterChanged,
} from './deskInventorySlice'
import type { UnitStatusFilter } from './inventoryDrafts'
import { InventoryItemCard } from './InventoryItemCard'
import { LabelSheetLink } from './labels/LabelSheetLink'
import { MaintenancePanel } from './maintenance/MaintenancePanel'
import { TurnaroundPanel } from './TurnaroundPanel'
import { UnitsShortDialog } from './UnitsShortDialog'
import { visibleItems } from './inventoryFilters'
import styles from './Inventory.module.css'
import { useView } from '../../../app/useView'

/**
 * Inventory of one location: the picker and filters, the units' labels, then every item with its
 * units. In a chunk of its own (`LazyInventoryScreen`).
 */
export default function InventoryScreen({ isAdmin }: { isAdmin: boolean }) {
  const { t, dispatch } = useView('desk')
  const code = useAppSelector(selectDeskLocation)
  const search = useAppSelector(selectInventorySearch)
  const status = useAppSelector(selectInventoryStatusFilter)
  const query = useGetInventoryQuery({ code })
  const { data } = query
  const items = useMemo(
    () => (data ? visibleItems(data.items, search, status) : []),
    [data, search, status],
  )

  return (
    <DeskScreen id="inventory" title={t('Inventory.title')}>
      <div className={styles.filters}>
        <LocationPicker />
        <TextField
          label={t('Inventory.search')}
          type="search"
          value={search}
          onChange={(event) => dispatch(searchChanged(event.target.value))}
        />
        <SelectField<UnitStatusFilter>
          label={t('Inventory.statusFilter')}
          value={status}
          options={[
            { value: 'all', label: t('Inventory.statusAll') },
            { value: 'out_of_service_today', label: t('Inventory.statusOutOfService') },
          ]}
          onChange={(next) => dispatch(statusFilterChanged(next))}
        />
      </div>
      <LabelSheetLink code={code} />
      <MaintenancePanel code={code} />
      <QueryState
        query={query}
        loading={t('Inventory.loading')}
        failed={t('Inventory.loadFailed')}
      />
      {data && items.length === 0 ? <Notice title={t('Inventory.empty')} /> : null}
      <ul className={styles.items}>
        {items.map((item) => (
          <li key={item.gear_id}>
            <InventoryItemCard code={code} item={item} isAdmin={isAdmin} />
          </li>
        ))}
      </ul>
      {isAdmin ? <TurnaroundPanel /> : null}
      <UnitsShortDialog code={code} />
    </DeskScreen>
  )
}
