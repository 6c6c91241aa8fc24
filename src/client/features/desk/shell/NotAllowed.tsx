import { useTranslation } from 'react-i18next'
import { paths } from '../../../app/paths'
import { ButtonLink } from '../../../components/ButtonLink'
import { MessagePage } from '../../../components/MessagePage'
import { PageMeta } from '../../../components/PageMeta'
import { DeskScreen } from './DeskScreen'

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

/** What a moderator sees at a page of the desk that admins keep (promo codes). */
export function AdminsOnly() {
  const { t } = useTranslation('desk')
  return (
    <DeskScreen id="admins-only" title={t('Shell.adminsOnlyTitle')}>
      <p>{t('Shell.adminsOnlyBody')}</p>
    </DeskScreen>
  )
}
