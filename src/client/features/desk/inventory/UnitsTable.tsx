import { Fragment } from 'react'
import { useTranslation } from 'react-i18next'
import type { Unit } from '../../../../shared/contract/desk'
import { useAppSelector } from '../../../app/hooks'
import { useFormat } from '../../../app/useFormat'
import { Button } from '../../../components/Button'
import { useBookingText } from './useBookingText'
import { OutOfServiceForm } from './OutOfServiceForm'
import { outOfServiceToggled, selectOutOfServiceDraft } from './deskInventorySlice'
import { useUnitChange } from './useUnitChange'
import styles from './Inventory.module.css'
import { TableHead } from '../../../components/TableHead'
import { DeskError } from '../shell'
import { useView } from '../../../app/useView'

/** The table's columns, in order; each is also its heading's key. */
const UNITS_COLUMNS = ['assetTag', 'status', 'condition', 'nextBooking', 'actions'] as const

function UnitStatus({ unit }: { unit: Unit }) {
  const { t } = useTranslation('desk')
  const format = useFormat()
  if (unit.status === 'retired') return <>{t('Units.retired')}</>
  return (
    <>
      <span className={unit.out_of_service_today ? styles.badgeOut : styles.badgeIn}>
        {unit.out_of_service_today ? t('Units.outOfServiceToday') : t('Units.inService')}
      </span>
      {unit.out_of_service.map((period) => {
        const values = {
          from: format.date(period.from, 'short'),
          reason: t(`Reasons.${period.reason}`),
        }
        return (
          <span key={period._id} className={styles.period}>
            {period.until
              ? t('Units.period', { ...values, until: format.date(period.until, 'short') })
              : t('Units.periodOpen', values)}
          </span>
        )
      })}
    </>
  )
}

/**
 * What staff may do to a unit in its state, as the server takes it: a retired unit nothing; a
 * unit out of service today goes back in service (a new period would overlap the one running);
 * one in service goes out of service, and back in service drops the periods planned for it;
 * admins also retire any unit not retired.
 */
function unitActions(unit: Unit, isAdmin: boolean) {
  const active = unit.status !== 'retired'
  return {
    outOfService: active && !unit.out_of_service_today,
    backInService: active && unit.out_of_service.length > 0,
    retire: active && isAdmin,
  }
}

/** The units of one item with what staff may do to each; deskInventoryListeners send the changes. */
export function UnitsTable({
  code,
  gearId,
  item,
  units,
  isAdmin,
}: {
  code: string
  gearId: string
  item: string
  units: Unit[]
  isAdmin: boolean
}) {
  const { t, dispatch } = useView('desk')
  const bookingText = useBookingText()
  // Its answer shows under this table.
  const { busy, errorCode, request } = useUnitChange(code, gearId)
  const formFor = useAppSelector((state) => selectOutOfServiceDraft(state, gearId)?.assetTag)
  return (
    <div className={styles.tableWrap}>
      <DeskError code={errorCode} />
      <table className={styles.units}>
        <caption>{t('Units.caption', { item })}</caption>
        <TableHead labels={UNITS_COLUMNS.map((column) => t(`Units.${column}`))} />
        <tbody>
          {units.map((unit) => {
            const tag = unit.asset_tag
            const can = unitActions(unit, isAdmin)
            return (
              <Fragment key={unit._id}>
                <tr>
                  <th scope="row" className={styles.assetTag}>
                    {tag}
                  </th>
                  <td>
                    <UnitStatus unit={unit} />
                  </td>
                  <td>{unit.condition_note || t('Units.none')}</td>
                  <td>{unit.next_booking ? bookingText(unit.next_booking) : t('Units.none')}</td>
                  <td className={styles.actions}>
                    {can.outOfService ? (
                      <Button
                        variant="secondary"
                        aria-label={t('Units.outOfServiceLabel', { tag })}
                        aria-expanded={formFor === tag}
                        onClick={() => dispatch(outOfServiceToggled({ gearId, assetTag: tag }))}
                      >
                        {t('Units.outOfService')}
                      </Button>
                    ) : null}
                    {can.backInService ? (
                      <Button
                        variant="secondary"
                        disabled={busy}
                        aria-label={t('Units.backInServiceLabel', { tag })}
                        onClick={() =>
                          request({ change: { action: 'back_in_service', assetTag: tag } })
                        }
                      >
                        {t('Units.backInService')}
                      </Button>
                    ) : null}
                    {can.retire ? (
                      <Button
                        variant="secondary"
                        disabled={busy}
                        aria-label={t('Units.retireLabel', { tag })}
                        onClick={() =>
                          request({
                            confirm: false,
                            change: { action: 'retire', assetTag: tag, body: {} },
                          })
                        }
                      >
                        {t('Units.retire')}
                      </Button>
                    ) : null}
                  </td>
                </tr>
                {can.outOfService && formFor === tag ? (
                  <tr>
                    <td colSpan={5}>
                      <OutOfServiceForm code={code} gearId={gearId} />
                    </td>
                  </tr>
                ) : null}
              </Fragment>
            )
          })}
        </tbody>
      </table>
    </div>
  )
}
