import { useAppSelector } from '../../app/hooks'
import { describeBasketMessage, isProblem } from './basketMessages'
import type { BasketMessage } from './basketSlice'
import { basketMessageDismissed, selectBasketMessage } from './basketSlice'
import styles from './BasketPopup.module.css'
import { useView } from '../../app/useView'

/**
 * The basket's latest message (texts in docs/product.md, Validation messages; Error catalogue),
 * with a way to dismiss it. The basket's texts load only once there is a message to show.
 */
export function BasketNotice({ floating = false }: { floating?: boolean }) {
  const message = useAppSelector(selectBasketMessage)
  return message ? <Notice message={message} floating={floating} /> : null
}

function Notice({ message, floating }: { message: BasketMessage; floating: boolean }) {
  const { t, dispatch } = useView('basket')
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
