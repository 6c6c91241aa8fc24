import { paths } from '../../app/paths'
import { useView } from '../../app/useView'
import { ButtonLink } from '../../components/ButtonLink'
import { CardPage } from '../../components/Card'
import { PageMeta } from '../../components/PageMeta'

/** What the profile's address shows once the family deleted their account in this visit. */
export function AccountDeleted() {
  const { t } = useView('account')
  return (
    <CardPage title={t('AccountData.deletedTitle')} lead={t('AccountData.deletedBody')}>
      <PageMeta title={t('AccountData.deletedTitle')} />
      <ButtonLink to={paths.home.to()}>{t('AccountData.home')}</ButtonLink>
    </CardPage>
  )
}
