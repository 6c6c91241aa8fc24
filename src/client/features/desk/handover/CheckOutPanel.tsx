import { Suspense } from 'react'
import type { DeskBookingDetail, DeskBookingItem } from '../../../../shared/contract/desk-bookings'
import { TextField } from '../../../components/TextField'
import { useAppSelector } from '../../../app/hooks'
import { deskStyles as styles } from '../shell'
import { HandoverSubmit } from './HandoverSubmit'
import { SendForm } from '../../../components/SendForm'
import { useGetHandoverOptionsQuery } from './handoverApi'
import {
  checkOutNoteChanged,
  checkOutSubmitted,
  checkOutTagChanged,
  selectCheckOutSlots,
  selectHandoverStatus,
} from './handoverSlice'
import { numberedSlots } from './handoverDrafts'
import { useView } from '../../../app/useView'
import { LazySigningPanel } from './lazySigningPanel'
import { codeEntered, LazyScanBar } from '../scanner'

/**
 * Check-out of a paid booking: one asset tag per unit (the desk's suggestions pre-filled; pick
 * another free unit, type or scan its tag: Enter or the camera's **Scan** resolves it and puts it
 * in its item's slot), an optional condition note each, then confirm; a
 * refusal in a delivery's words for a delivery (`delivery`). With the booking (`signedBy`), the
 * family reads and signs the rental agreement before the confirmation (a chunk of its own).
 */
export function CheckOutPanel({
  bookingId,
  items,
  delivery = false,
  signedBy,
}: {
  bookingId: string
  items: DeskBookingItem[]
  delivery?: boolean
  /** The booking whose rental agreement the family signs here. */
  signedBy?: DeskBookingDetail
}) {
  const { t, dispatch } = useView('desk')
  const { data: options } = useGetHandoverOptionsQuery({ id: bookingId })
  const slots = useAppSelector((state) => selectCheckOutSlots(state, bookingId))
  const { busy, error } = useAppSelector((state) => selectHandoverStatus(state, bookingId))
  const listId = (gearId: string) => `handover-${bookingId}-${gearId}`
  const tagId = (index: number) => `handover-${bookingId}-tag-${index}`
  const submit = () => dispatch(checkOutSubmitted({ bookingId }))
  return (
    <section aria-labelledby={`${bookingId}-check-out`}>
      <h3 id={`${bookingId}-check-out`}>{t('handover.CheckOutPanel.title')}</h3>
      {!options ? (
        <p>{t('handover.CheckOutPanel.loading')}</p>
      ) : (
        <SendForm className={styles.inlineForm} onSend={submit}>
          <Suspense fallback={null}>
            <LazyScanBar target={{ kind: 'checkOut', bookingId }} fieldId={tagId(0)} />
          </Suspense>
          {options.items.map((item) => (
            <datalist key={item.gear_id} id={listId(item.gear_id)}>
              {item.free_units.map((unit) => (
                <option key={unit.unit_id} value={unit.asset_tag}>
                  {unit.condition_note ?? ''}
                </option>
              ))}
            </datalist>
          ))}
          {numberedSlots(slots).map(({ slot, index, n, count }) => (
            <fieldset key={index}>
              <legend>
                {t('handover.CheckOutPanel.unit', {
                  name: items.find((item) => item.gear_id === slot.gearId)?.name ?? slot.gearId,
                  n,
                  count,
                })}
              </legend>
              <TextField
                id={tagId(index)}
                label={t('handover.CheckOutPanel.assetTag')}
                hint={t('handover.CheckOutPanel.assetTagHint')}
                list={listId(slot.gearId)}
                autoComplete="off"
                value={slot.assetTag}
                // Selected on focus, so a hand-held scanner's typing replaces the tag.
                onFocus={(event) => event.target.select()}
                onChange={(event) =>
                  dispatch(checkOutTagChanged({ bookingId, index, assetTag: event.target.value }))
                }
                onKeyDown={(event) => {
                  if (event.key !== 'Enter' || !slot.assetTag.trim()) return
                  event.preventDefault()
                  const target = { kind: 'checkOut' as const, bookingId, slot: index }
                  dispatch(codeEntered({ code: slot.assetTag, target }))
                }}
              />
              <TextField
                label={t('handover.CheckOutPanel.note')}
                value={slot.note}
                onChange={(event) =>
                  dispatch(checkOutNoteChanged({ bookingId, index, note: event.target.value }))
                }
              />
            </fieldset>
          ))}
          {signedBy ? (
            <Suspense fallback={<p role="status">{t('Common.loading')}</p>}>
              <LazySigningPanel booking={signedBy} />
            </Suspense>
          ) : null}
          <HandoverSubmit
            label={t('handover.CheckOutPanel.confirm')}
            busyLabel={t('handover.CheckOutPanel.busy')}
            delivery={delivery}
            busy={busy}
            error={error}
          />
        </SendForm>
      )}
    </section>
  )
}
