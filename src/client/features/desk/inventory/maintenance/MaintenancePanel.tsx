import type { MaintenanceUnit } from '../../../../../shared/contract/desk'
import { useAppSelector } from '../../../../app/hooks'
import { useFeature } from '../../../../app/lazyFeature'
import { useView } from '../../../../app/useView'
import { Button } from '../../../../components/Button'
import { QueryState, useDeskFormat } from '../../shell'
import styles from '../Inventory.module.css'
import { InspectionForm } from './InspectionForm'
import { maintenanceApi } from './maintenanceApi'
import { maintenanceFeature } from './maintenanceListeners'
import {
  inspectionOpened,
  selectInspectionDraft,
  selectInspectionRecorded,
} from './maintenanceSlice'

/** Why a seat is listed, with its day. */
function useStateText() {
  const { t } = useView('desk')
  const format = useDeskFormat()
  const day = (date: string | null) => (date ? format.date(date, 'short') : '')
  return ({ state, safety }: MaintenanceUnit) =>
    state === 'expired' || state === 'expiring'
      ? t(`Maintenance.states.${state}`, { date: day(safety.expires_on) })
      : t(`Maintenance.states.${state}`, { date: day(safety.inspection_due_on) })
}

/**
 * The Maintenance list of the chosen location (docs/safety.md, Safety records): seats expired,
 * overdue for inspection, or expiring or falling due within 30 days, each with its inspection
 * to record. An overdue seat goes out again once inspected.
 */
export function MaintenancePanel({ code }: { code: string }) {
  const { t, dispatch, language } = useView('desk')
  useFeature(maintenanceFeature)
  const query = maintenanceApi.useGetMaintenanceQuery({ code })
  const draft = useAppSelector(selectInspectionDraft)
  const recorded = useAppSelector(selectInspectionRecorded)
  const stateText = useStateText()
  const units = query.data?.units ?? []

  return (
    <section className={styles.item} aria-labelledby="maintenance-title">
      <h2 id="maintenance-title">{t('Maintenance.title')}</h2>
      <QueryState query={query} />
      {query.data && units.length === 0 ? <p>{t('Maintenance.none')}</p> : null}
      {recorded ? <p role="status">{t('Maintenance.recorded', { tag: recorded })}</p> : null}
      <ul>
        {units.map((unit) => (
          <li key={unit.unit_id}>
            <strong>{unit.asset_tag}</strong> · {unit.names[language]} · {stateText(unit)}{' '}
            {unit.state === 'expired' ? null : (
              <Button
                variant="secondary"
                aria-label={t('Maintenance.inspectLabel', { tag: unit.asset_tag })}
                onClick={() => dispatch(inspectionOpened({ assetTag: unit.asset_tag }))}
              >
                {t('Maintenance.inspect')}
              </Button>
            )}
            {draft?.assetTag === unit.asset_tag ? <InspectionForm code={code} /> : null}
          </li>
        ))}
      </ul>
    </section>
  )
}
