import { useTranslation } from 'react-i18next'
import { ButtonLink } from '../../components/ButtonLink'
import { ToolsIcon } from '../../components/pageIcons'
import { MessagePage } from '../../components/MessagePage'
import { PageMeta } from '../../components/PageMeta'
import { paths } from '../../app/paths'

/** The honest state of a page that is registered but not open yet. */
export function ComingSoon({ title }: { title: string }) {
  const { t } = useTranslation()
  return (
    <>
      <PageMeta title={title} brand={t('App.name')} />
      <MessagePage
        icon={<ToolsIcon width={96} height={96} />}
        title={title}
        body={t('ComingSoon.body')}
        action={<ButtonLink to={paths.home.to()}>{t('ComingSoon.backHome')}</ButtonLink>}
      />
    </>
  )
}
