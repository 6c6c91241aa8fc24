import { useView } from '../../app/useView'
import { useBookingAgreementQuery } from './agreementApi'
import { formatInstant } from './formatInstant'

/**
 * The rental agreement the family signed when the gear went out: a link to its PDF (a signed
 * address, so a plain download works), who signed and when. Nothing while none is signed.
 */
export function BookingAgreement({ bookingId, timeZone }: { bookingId: string; timeZone: string }) {
  const { t, language } = useView('bookings')
  const { data } = useBookingAgreementQuery(bookingId)
  if (!data) return null
  return (
    <section aria-labelledby={`agreement-${bookingId}`}>
      <h2 id={`agreement-${bookingId}`}>{t('BookingAgreement.title')}</h2>
      <p>
        <a href={data.url} download>
          {t('BookingAgreement.download')}
        </a>
      </p>
      <p>
        {t('BookingAgreement.signed', {
          name: data.signer_name,
          date: formatInstant(data.signed_at, language, timeZone),
        })}
      </p>
    </section>
  )
}
