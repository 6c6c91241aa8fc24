import { useTranslation } from 'react-i18next'
import { ComingSoon } from '../layout/ComingSoon'

export default function GearDetailsPage() {
  const { t } = useTranslation()
  return <ComingSoon title={t('Pages.gear')} />
}
