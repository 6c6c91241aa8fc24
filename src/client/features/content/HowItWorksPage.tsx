import { useTranslation } from 'react-i18next'
import { ComingSoon } from '../layout/ComingSoon'

export default function HowItWorksPage() {
  const { t } = useTranslation()
  return <ComingSoon title={t('Pages.howItWorks')} />
}
