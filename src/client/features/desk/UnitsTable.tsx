import { Fragment, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Unit } from '../../../shared/contract/desk'
import { useErrorText } from '../../app/useErrorText'
import { useFormat } from '../../app/useFormat'
import { Button } from '../../components/Button'
import { useBookingText } from './InventoryItemCard'
import { OutOfServiceForm } from './OutOfServiceForm'
import { useUnitChange } from './useUnitChange'
import styles from './Desk.module.css'

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

/** The units of one item with what staff may do to each. */
export function UnitsTable({
  code,
  item,
  units,
  isAdmin,
}: {
  code: string
  item: string
  units: Unit[]
  isAdmin: boolean
}) {
  const { t } = useTranslation('desk')
  const errorText = useErrorText()
  const bookingText = useBookingText()
  const { change, backInService, errorCode, busy } = useUnitChange(code)
  const [formFor, setFormFor] = useState<string | null>(null)
  return (
    <div className={styles.tableWrap}>
      {errorCode ? (
        <p role="alert" className={styles.error}>
          {errorText(errorCode)}
        </p>
      ) : null}
      <table className={styles.units}>
        <caption>{t('Units.caption', { item })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('Units.assetTag')}</th>
            <th scope="col">{t('Units.status')}</th>
            <th scope="col">{t('Units.condition')}</th>
            <th scope="col">{t('Units.nextBooking')}</th>
            <th scope="col">{t('Units.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {units.map((unit) => {
            const tag = unit.asset_tag
            const active = unit.status !== 'retired'
            return (
              <Fragment key={unit._id}>
                <tr>
                  <th scope="row">{tag}</th>
                  <td>
                    <UnitStatus unit={unit} />
                  </td>
                  <td>{unit.condition_note || t('Units.none')}</td>
                  <td>{unit.next_booking ? bookingText(unit.next_booking) : t('Units.none')}</td>
                  <td className={styles.actions}>
                    {active ? (
                      <Button
                        variant="secondary"
                        aria-label={t('Units.outOfServiceLabel', { tag })}
                        aria-expanded={formFor === tag}
                        onClick={() => setFormFor(formFor === tag ? null : tag)}
                      >
                        {t('Units.outOfService')}
                      </Button>
                    ) : null}
                    {active && unit.out_of_service.length > 0 ? (
                      <Button
                        variant="secondary"
                        disabled={busy}
                        aria-label={t('Units.backInServiceLabel', { tag })}
                        onClick={() => void backInService(tag)}
                      >
                        {t('Units.backInService')}
                      </Button>
                    ) : null}
                    {active && isAdmin ? (
                      <Button
                        variant="secondary"
                        disabled={busy}
                        aria-label={t('Units.retireLabel', { tag })}
                        onClick={() => void change({ action: 'retire', assetTag: tag, body: {} })}
                      >
                        {t('Units.retire')}
                      </Button>
                    ) : null}
                  </td>
                </tr>
                {formFor === tag ? (
                  <tr>
                    <td colSpan={5}>
                      <OutOfServiceForm
                        tag={tag}
                        busy={busy}
                        onCancel={() => setFormFor(null)}
                        onSubmit={async (body) => {
                          const done = await change({
                            action: 'out_of_service',
                            assetTag: tag,
                            body,
                          })
                          if (done) setFormFor(null)
                        }}
                      />
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
