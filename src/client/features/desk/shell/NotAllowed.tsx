import { useTranslation } from 'react-i18next'
import { paths } from '../../../app/paths'
import { ButtonLink } from '../../../components/ButtonLink'
import { MessagePage } from '../../../components/MessagePage'
import { PageMeta } from '../../../components/PageMeta'

/** What a signed-in traveller sees at /desk. */
export function NotAllowed() {
  const { t } = useTranslation('desk')
  return (
    <>
      <PageMeta title={t('Shell.notAllowedTitle')} description={t('Shell.metaDescription')} />
      <MessagePage
        title={t('Shell.notAllowedTitle')}
        body={t('Shell.notAllowedBody')}
        action={<ButtonLink to={paths.home.to()}>{t('Shell.backHome')}</ButtonLink>}
      />
    </>
  )
}
