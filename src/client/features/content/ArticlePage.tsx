import { useTranslation } from 'react-i18next'
import { ComingSoon } from '../layout/ComingSoon'

export default function ArticlePage() {
  const { t } = useTranslation()
  return <ComingSoon title={t('Pages.article')} />
}
