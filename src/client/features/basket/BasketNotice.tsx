import { useTranslation } from 'react-i18next'
import { useAppDispatch, useAppSelector } from '../../app/hooks'
import { describeBasketMessage, isProblem } from './basketMessages'
import { basketMessageDismissed, selectBasketMessage } from './basketSlice'
import styles from './BasketPopup.module.css'

/** The basket's latest message (spec 5 and 8 texts), with a way to dismiss it. */
export function BasketNotice({ floating = false }: { floating?: boolean }) {
  const { t } = useTranslation('basket')
  const dispatch = useAppDispatch()
  const message = useAppSelector(selectBasketMessage)
  if (!message) return null
  const problem = isProblem(message)
  return (
    <div
      role={problem ? 'alert' : 'status'}
      className={`${styles.notice} ${problem ? styles.problem : ''} ${floating ? styles.floating : ''}`}
    >
      <p>{describeBasketMessage(t, message)}</p>
      <button
        type="button"
        className={styles.dismiss}
        aria-label={t('Messages.dismiss')}
        onClick={() => dispatch(basketMessageDismissed())}
      >
        ×
      </button>
    </div>
  )
}
