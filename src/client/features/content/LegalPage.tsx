import { useTranslation } from 'react-i18next'
import { useParams } from 'react-router'
import { isSupportedLanguage } from '../../../shared/domain/languages'
import { NotFound } from '../errors/NotFound'
import { ComingSoon } from '../layout/ComingSoon'

/** /legal/en and /legal/es; any other locale is not a page. */
export default function LegalPage() {
  const { t } = useTranslation()
  const { locale } = useParams()
  if (!isSupportedLanguage(locale)) return <NotFound />
  return <ComingSoon title={t('Pages.legal')} />
}
