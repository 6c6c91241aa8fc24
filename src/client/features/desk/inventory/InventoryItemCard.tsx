import { useTranslation } from 'react-i18next'
import type { InventoryItem } from '../../../../shared/contract/desk'
import { useAppSelector } from '../../../app/hooks'
import { selectLanguage } from '../../preferences'
import { AddUnitForm } from './AddUnitForm'
import { DayStrip } from './DayStrip'
import { UnitsTable } from './UnitsTable'
import { useBookingText } from './useBookingText'
import styles from './Inventory.module.css'

/** One gear item at the location: its summary, the days ahead and its units. */
export function InventoryItemCard({
  code,
  item,
  isAdmin,
}: {
  code: string
  item: InventoryItem
  isAdmin: boolean
}) {
  const { t } = useTranslation('desk')
  const { t: tGear } = useTranslation('gear')
  const language = useAppSelector(selectLanguage)
  const bookingText = useBookingText()
  const name = item.names[language]
  const headingId = `item-${item.gear_id}`
  return (
    <article className={styles.item} aria-labelledby={headingId}>
      <header className={styles.itemHeader}>
        <h3 id={headingId}>{name}</h3>
        <p className={styles.itemFacts}>
          <span>{t('Inventory.code', { code: item.gear_code })}</span>
          <span>{tGear(`Categories.${item.category}`)}</span>
          <span>{t('Inventory.turnaround', { count: item.turnaround_days })}</span>
          <span>{t('Inventory.unitsInService', { count: item.units_in_service })}</span>
        </p>
        <p className={styles.itemFacts}>{bookingText(item.next_booking)}</p>
      </header>
      <DayStrip item={name} days={item.strip} />
      <UnitsTable
        code={code}
        gearId={item.gear_id}
        item={name}
        units={item.units}
        isAdmin={isAdmin}
      />
      {isAdmin ? <AddUnitForm code={code} gearId={item.gear_id} item={name} /> : null}
    </article>
  )
}
