import { useTranslation } from 'react-i18next'
import type { DeskBookingDetail } from '../../../../shared/contract/desk-bookings'
import { SUPPORTED_LANGUAGES, type Language } from '../../../../shared/domain/languages'
import { useAppSelector } from '../../../app/hooks'
import { useView } from '../../../app/useView'
import { TextField } from '../../../components/TextField'
import { formatDate, formatMoney } from '../../../lib/format'
import { isDeliveryBooking } from '../shell'
import { useAgreementTexts } from './agreementTexts'
import {
  agreementLanguageChosen,
  agreementSignatureCleared,
  agreementSignatureDrawn,
  agreementSignerChanged,
  agreementUnsignedReasonChanged,
  selectAgreementDraft,
  selectCheckOutSlots,
} from './handoverSlice'
import { SignaturePadField } from './SignaturePadField'

/**
 * The rental agreement the family reads and signs at check-out, in a chunk of its own with
 * signature_pad: the terms in force, the units going out with their asset tags and condition,
 * the deposit, when and where the gear comes back (a delivery's collection), in English or
 * Spanish as the family chooses; then who signs and the signature, or why there is none.
 */
export default function SigningPanel({ booking }: { booking: DeskBookingDetail }) {
  useAgreementTexts()
  const { t, dispatch, language: deskLanguage } = useView('deskAgreement')
  const { i18n } = useTranslation()
  const bookingId = booking.id
  const draft = useAppSelector((state) => selectAgreementDraft(state, bookingId))
  const slots = useAppSelector((state) => selectCheckOutSlots(state, bookingId))
  const language: Language = draft.language ?? deskLanguage
  const read = i18n.getFixedT(language, 'deskAgreement')
  const delivery = isDeliveryBooking(booking)
  const address = booking.delivery_address
  const place = address
    ? `${address.street} ${address.number}, ${address.postal_code} ${address.city}`
    : booking.pickup_location_code
  const names = new Map(booking.items.map((item) => [item.gear_id, item.name]))
  return (
    <section aria-labelledby={`${bookingId}-agreement`}>
      <h4 id={`${bookingId}-agreement`}>{t('SigningPanel.title')}</h4>
      <fieldset>
        <legend>{t('SigningPanel.language')}</legend>
        {SUPPORTED_LANGUAGES.map((choice) => (
          <label key={choice}>
            <input
              type="radio"
              name={`${bookingId}-agreement-language`}
              checked={language === choice}
              onChange={() => dispatch(agreementLanguageChosen({ bookingId, language: choice }))}
            />{' '}
            {t(`SigningPanel.languages.${choice}`)}
          </label>
        ))}
      </fieldset>
      <article lang={language}>
        <h5>{read('Agreement.title', { reference: booking.reference })}</h5>
        <p>{read(delivery ? 'Agreement.delivery.gear' : 'Agreement.gear')}</p>
        <ul>
          {slots.map((slot, index) => (
            <li key={index}>
              {read('Agreement.unit', {
                name: names.get(slot.gearId) ?? slot.gearId,
                tag: slot.assetTag.trim(),
                condition: slot.note.trim() || read('Agreement.asNew'),
              })}
            </li>
          ))}
        </ul>
        <p>
          {read('Agreement.deposit', {
            amount: formatMoney(booking.deposit.amount, booking.deposit.currency, language),
          })}
        </p>
        <p>
          {read(delivery ? 'Agreement.delivery.returnBy' : 'Agreement.returnBy', {
            date: formatDate(booking.end_date, language, 'long'),
            time: booking.return_time,
            place,
          })}
        </p>
        <p>
          <a href={`/legal/${language}`} target="_blank" rel="noreferrer">
            {read('Agreement.terms')}
          </a>
        </p>
        <p>{read('Agreement.consent')}</p>
      </article>
      <TextField
        label={t('SigningPanel.signer')}
        autoComplete="off"
        value={draft.signerName}
        onChange={(event) =>
          dispatch(agreementSignerChanged({ bookingId, signerName: event.target.value }))
        }
      />
      <SignaturePadField
        label={t('SigningPanel.pad')}
        clearLabel={t('SigningPanel.clear')}
        onSigned={(signaturePng) => dispatch(agreementSignatureDrawn({ bookingId, signaturePng }))}
        onCleared={() => dispatch(agreementSignatureCleared({ bookingId }))}
      />
      <p role="status">
        {t(draft.signaturePng ? 'SigningPanel.signed' : 'SigningPanel.notSigned')}
      </p>
      <TextField
        label={t('SigningPanel.unsigned')}
        value={draft.unsignedReason}
        onChange={(event) =>
          dispatch(
            agreementUnsignedReasonChanged({ bookingId, unsignedReason: event.target.value }),
          )
        }
      />
    </section>
  )
}
