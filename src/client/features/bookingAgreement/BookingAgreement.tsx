import { useEffect } from 'react'
import { useAppSelector } from '../../app/hooks'
import { useFeature } from '../../app/lazyFeature'
import { useView } from '../../app/useView'
import { formatInstant } from '../booking'
import { bookingAgreementFeature } from './bookingAgreementListeners'
import { bookingAgreementWanted, selectBookingAgreement } from './bookingAgreementSlice'

/**
 * The rental agreement the family signed when the gear went out: a link to its PDF (a signed
 * address, so a plain download works), who signed and when. Nothing while none is signed.
 */
export default function BookingAgreement({
  bookingId,
  timeZone,
}: {
  bookingId: string
  timeZone: string
}) {
  const { t, dispatch, language } = useView('bookings')
  useFeature(bookingAgreementFeature)
  const agreement = useAppSelector((state) => selectBookingAgreement(state, bookingId))
  useEffect(() => {
    dispatch(bookingAgreementWanted({ bookingId }))
  }, [dispatch, bookingId])
  if (!agreement) return null
  return (
    <section aria-labelledby={`agreement-${bookingId}`}>
      <h2 id={`agreement-${bookingId}`}>{t('BookingAgreement.title')}</h2>
      <p>
        <a href={agreement.url} download>
          {t('BookingAgreement.download')}
        </a>
      </p>
      <p>
        {t('BookingAgreement.signed', {
          name: agreement.signer_name,
          date: formatInstant(agreement.signed_at, language, timeZone),
        })}
      </p>
    </section>
  )
}
