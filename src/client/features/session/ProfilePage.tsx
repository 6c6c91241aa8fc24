import { useTranslation } from 'react-i18next'
import { ComingSoon } from '../layout/ComingSoon'

export default function ProfilePage() {
  const { t } = useTranslation()
  return <ComingSoon title={t('Pages.profile')} />
}
