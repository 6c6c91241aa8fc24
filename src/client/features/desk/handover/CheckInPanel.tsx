import { lazy, Suspense } from 'react'
import type { BookingUnit, ReturnOutcome } from '../../../../shared/contract/desk-handover'
import { SelectField } from '../../../components/SelectField'
import { TextField } from '../../../components/TextField'
import { useAppSelector } from '../../../app/hooks'
import { deskStyles as styles } from '../shell'
import { HandoverSubmit } from './HandoverSubmit'
import { SendForm } from '../../../components/SendForm'
import { SEAT_CHECKLIST } from '../../../../shared/domain/unitSafety'
import { Checkbox } from '../../../components/Checkbox'
import {
  checkInCheckToggled,
  checkInNoteChanged,
  checkInOutcomeChanged,
  checkInSubmitted,
  selectCheckInChoices,
  selectHandoverStatus,
} from './handoverSlice'
import { choiceOf, OUTCOMES, stillOut } from './handoverDrafts'
import { CLAIMABLE } from './claimDrafts'
import { useView } from '../../../app/useView'
import { LazyScanBar } from '../scanner'

/** A claim on the deposit for a unit, with its photos' uploads and texts: the deposit's chunk. */
const ClaimFields = lazy(() => import(/* webpackChunkName: "DeskDeposit" */ './ClaimFields'))

/** What a claim on a booking's deposit may take: each unit's share, in its currency. */
export interface ClaimLimits {
  shares: Record<string, number>
  currency: string
}

/**
 * Check-in of the units still out with a booking (`units`, from its detail), a scanned label
 * marking its unit as in hand: how each came back
 * (fine, needing cleaning or repair, missing) and a note, with a claim on the deposit for a unit
 * not back fine when the booking has one to claim on (`claims`), then confirm: for a delivery
 * (`delivery`), its collection.
 */
export function CheckInPanel({
  bookingId,
  units,
  claims,
  delivery = false,
}: {
  bookingId: string
  units: BookingUnit[]
  claims?: ClaimLimits
  delivery?: boolean
}) {
  const { t, dispatch } = useView('desk')
  const choices = useAppSelector((state) => selectCheckInChoices(state, bookingId))
  const { busy, error } = useAppSelector((state) => selectHandoverStatus(state, bookingId))
  const out = stillOut(units)
  const submit = () =>
    dispatch(checkInSubmitted({ bookingId, unitIds: out.map((unit) => unit.unit_id) }))
  return (
    <section aria-labelledby={`${bookingId}-check-in`}>
      <h3 id={`${bookingId}-check-in`} tabIndex={-1}>
        {t('handover.CheckInPanel.title')}
      </h3>
      {out.length === 0 ? (
        <p>{t('handover.CheckInPanel.allBack')}</p>
      ) : (
        <SendForm className={styles.inlineForm} onSend={submit}>
          <Suspense fallback={null}>
            <LazyScanBar
              target={{ kind: 'checkIn', bookingId, out: out.map((unit) => unit.unit_id) }}
            />
          </Suspense>
          {out.map((unit) => {
            const choice = choiceOf(choices, unit.unit_id)
            return (
              <fieldset key={unit.unit_id}>
                <legend>
                  {t(
                    choice.scanned
                      ? 'handover.CheckInPanel.unitScanned'
                      : 'handover.CheckInPanel.unit',
                    {
                      tag: unit.asset_tag,
                    },
                  )}
                </legend>
                <SelectField<ReturnOutcome>
                  label={t('handover.CheckInPanel.outcome')}
                  value={choice.outcome}
                  options={OUTCOMES.map((value) => ({
                    value,
                    label: t(`handover.outcomes.${value}`),
                  }))}
                  onChange={(outcome) =>
                    dispatch(checkInOutcomeChanged({ bookingId, unitId: unit.unit_id, outcome }))
                  }
                />
                <TextField
                  label={t('handover.CheckInPanel.note')}
                  value={choice.note}
                  onChange={(event) =>
                    dispatch(
                      checkInNoteChanged({
                        bookingId,
                        unitId: unit.unit_id,
                        note: event.target.value,
                      }),
                    )
                  }
                />
                {choice.outcome === 'fine' && unit.inspection_required ? (
                  <fieldset>
                    <legend>{t('Maintenance.formTitle', { tag: unit.asset_tag })}</legend>
                    {SEAT_CHECKLIST.map((item) => (
                      <Checkbox
                        key={item}
                        label={t(`Maintenance.checks.${item}`)}
                        checked={choice.checklist?.includes(item) ?? false}
                        onChange={() =>
                          dispatch(checkInCheckToggled({ bookingId, unitId: unit.unit_id, item }))
                        }
                      />
                    ))}
                  </fieldset>
                ) : null}
                {claims && CLAIMABLE.includes(choice.outcome) ? (
                  <Suspense fallback={null}>
                    <ClaimFields
                      bookingId={bookingId}
                      unitId={unit.unit_id}
                      tag={unit.asset_tag}
                      share={claims.shares[unit.unit_id] ?? 0}
                      currency={claims.currency}
                    />
                  </Suspense>
                ) : null}
              </fieldset>
            )
          })}
          <HandoverSubmit
            label={t(
              delivery ? 'handover.CheckInPanel.delivery.confirm' : 'handover.CheckInPanel.confirm',
            )}
            busyLabel={t('handover.CheckInPanel.busy')}
            delivery={delivery}
            busy={busy}
            error={error}
          />
        </SendForm>
      )}
    </section>
  )
}
