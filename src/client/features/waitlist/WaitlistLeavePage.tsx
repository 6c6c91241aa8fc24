import { useEffect } from 'react'
import { useLocation } from 'react-router'
import { useAppSelector } from '../../app/hooks'
import { useFeature } from '../../app/lazyFeature'
import { useView } from '../../app/useView'
import { Alert } from '../../components/Alert'
import { PageMeta } from '../../components/PageMeta'
import { linkTokenOf } from '../../lib/emailedLinks'
import {
  selectWaitlistLeaveLink,
  waitlistLeaveFeature,
  waitlistLeaveLinkOpened,
} from './waitlistLeaveLink'

/**
 * /waitlist/leave#<token>: the leave link of a waitlist email. Without login, it takes the
 * family off the list (a unit held for them goes to the next family).
 */
export default function WaitlistLeavePage() {
  useFeature(waitlistLeaveFeature)
  const { t, dispatch } = useView('search')
  const token = linkTokenOf(useLocation().hash)
  const { status, problem } = useAppSelector(selectWaitlistLeaveLink)

  useEffect(() => {
    dispatch(waitlistLeaveLinkOpened({ token }))
  }, [token, dispatch])

  return (
    <div>
      <PageMeta title={t('Waitlist.leavePage.title')} />
      <h1>{t('Waitlist.leavePage.title')}</h1>
      {status === 'leaving' ? <p role="status">{t('Waitlist.leavePage.leaving')}</p> : null}
      {status === 'left' ? <p role="status">{t('Waitlist.leavePage.left')}</p> : null}
      {problem ? <Alert tone="error">{t(`Waitlist.leavePage.problems.${problem}`)}</Alert> : null}
    </div>
  )
}
