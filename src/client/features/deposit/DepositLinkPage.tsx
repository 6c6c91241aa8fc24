import { useEffect } from 'react'
import { useLocation } from 'react-router'
import { useAppSelector } from '../../app/hooks'
import { useFeature } from '../../app/lazyFeature'
import { useFormat } from '../../app/useFormat'
import { linkTokenOf } from '../../lib/emailedLinks'
import { useView } from '../../app/useView'
import { Alert } from '../../components/Alert'
import { Button } from '../../components/Button'
import { PageMeta } from '../../components/PageMeta'
import { bookingStyles as styles } from '../booking'
import { depositLinkFeature } from './depositLinkListeners'
import { depositHoldRequested, depositLinkOpened, selectDepositLink } from './depositLinkSlice'

/** What the link is for, and the way to place the hold while it is needed. */
function LinkDetails({ token }: { token: string }) {
  const { t, dispatch } = useView('bookings')
  const format = useFormat()
  const { view, returned, placing, placeError } = useAppSelector(selectDepositLink)
  if (!view) return null
  const amount = format.money(view.amount, view.currency)
  const pickup = t('DepositLink.pickupAt', {
    date: format.date(view.pickup_date, 'long'),
    time: view.pickup_time.slice(0, 5),
  })
  return (
    <>
      <dl className={styles.facts}>
        <dt>{t('Booking.reference')}</dt>
        <dd>{view.reference}</dd>
        <dt>{t('DepositLink.amount')}</dt>
        <dd>{amount}</dd>
        <dt>{t('DepositLink.pickup')}</dt>
        <dd>{pickup}</dd>
      </dl>
      {view.state === 'held' ? <Alert tone="success">{t('DepositLink.held')}</Alert> : null}
      {view.state === 'not_needed' ? <p>{t('DepositLink.notNeeded')}</p> : null}
      {view.state === 'needed' ? (
        <>
          <p>{t('DepositLink.needed', { amount })}</p>
          {returned ? <Alert tone="info">{t('DepositLink.notSeenYet')}</Alert> : null}
          {placeError ? (
            <Alert tone="error">{t(`DepositLink.placeErrors.${placeError}`)}</Alert>
          ) : null}
          <div>
            <Button disabled={placing} onClick={() => dispatch(depositHoldRequested({ token }))}>
              {placing ? t('DepositLink.placing') : t('DepositLink.place')}
            </Button>
          </div>
        </>
      ) : null}
    </>
  )
}

/**
 * /deposit#<token>: the link emailed when a card refused the deposit hold. Without login, it
 * shows the booking's reference, the deposit and pickup, and sends the family to the card
 * provider's page to place the hold; the provider sends them back with `?placed=1`.
 */
export default function DepositLinkPage() {
  useFeature(depositLinkFeature)
  const { t, dispatch } = useView('bookings')
  const { hash, search } = useLocation()
  const token = linkTokenOf(hash)
  const returned = new URLSearchParams(search).get('placed') === '1'
  const { status, problem } = useAppSelector(selectDepositLink)
  const open = () => dispatch(depositLinkOpened({ token, returned }))

  useEffect(() => {
    dispatch(depositLinkOpened({ token, returned }))
  }, [token, returned, dispatch])

  return (
    <div className={styles.page}>
      <PageMeta title={t('DepositLink.title')} />
      <h1>{t('DepositLink.title')}</h1>
      {status === 'reading' || status === 'idle' ? (
        <p role="status">{t('DepositLink.reading')}</p>
      ) : null}
      {problem ? (
        <Alert tone="error">
          {t(`DepositLink.problems.${problem}`)}{' '}
          {problem === 'FAILED' ? (
            <Button variant="secondary" onClick={open}>
              {t('Errors.retry')}
            </Button>
          ) : null}
        </Alert>
      ) : null}
      {status === 'read' ? <LinkDetails token={token} /> : null}
    </div>
  )
}
