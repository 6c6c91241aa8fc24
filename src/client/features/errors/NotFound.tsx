import { useTranslation } from 'react-i18next'
import { ButtonLink } from '../../components/ButtonLink'
import { CompassIcon } from '../../components/pageIcons'
import { MessagePage } from '../../components/MessagePage'
import { PageMeta } from '../../components/PageMeta'
import { paths } from '../../app/paths'

export function NotFound() {
  const { t } = useTranslation()
  return (
    <>
      <PageMeta title={t('NotFound.title')} />
      <MessagePage
        icon={<CompassIcon width={96} height={96} />}
        title={t('NotFound.title')}
        body={t('NotFound.body')}
        action={<ButtonLink to={paths.home.to()}>{t('NotFound.backHome')}</ButtonLink>}
      />
    </>
  )
}
