import { useTranslation } from 'react-i18next'
import { useFeature } from '../../app/lazyFeature'
import { PanelHeader } from '../../components/PanelHeader'
import { CheckoutForm, useCheckout } from '../checkout'
import { BasketContents } from './BasketContents'
import { BasketSeatWarnings } from './BasketSeatWarnings'
import { basketEditingFeature } from './basketEditing'
import styles from './BasketPopup.module.css'

/** Inside the open basket popup: its title, a close button, the basket or the contact form. */
export default function BasketPanel({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('basket')
  useFeature(basketEditingFeature)
  const { step } = useCheckout()
  return (
    <>
      <PanelHeader
        className={styles.popupHeader}
        titleId="basket-title"
        title={t('Popup.title')}
        closeLabel={t('Popup.close')}
        onClose={onClose}
      />
      <div className={styles.body}>
        <BasketSeatWarnings />
        {step === 'contact' ? <CheckoutForm /> : <BasketContents />}
      </div>
    </>
  )
}
