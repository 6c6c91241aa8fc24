import type { SeatWarning } from '../../../shared/domain/seatFit'
import { useView } from '../../app/useView'
import { Alert } from '../../components/Alert'

/**
 * What the family is warned of before paying (docs/safety.md, The fit rule): a seat that fits none
 * of its children, a child under 135 cm without a seat. A warning, never a refusal.
 */
export function SeatWarningList({
  warnings,
  names,
}: {
  warnings: readonly SeatWarning[]
  /** The gear's names by id, in the reader's language. */
  names: Readonly<Record<string, string>>
}) {
  const { t } = useView('checkout')
  if (warnings.length === 0) return null
  return (
    <Alert tone="info">
      <p>{t('SeatWarnings.heading')}</p>
      <ul>
        {warnings.map((warning) =>
          warning.kind === 'fits_no_child' ? (
            <li key={warning.gear_id}>
              {t('SeatWarnings.fitsNoChild', {
                gear: names[warning.gear_id] ?? t('SeatWarnings.thisSeat'),
              })}
            </li>
          ) : (
            <li key="child_without_seat">
              {t('SeatWarnings.childWithoutSeat', { count: warning.children_without_seat })}
            </li>
          ),
        )}
      </ul>
    </Alert>
  )
}
