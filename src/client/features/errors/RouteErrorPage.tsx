import { useTranslation } from 'react-i18next'
import { useRouteError } from 'react-router'
import { Button } from '../../components/Button'
import { CloudOffIcon } from '../../components/icons'
import { MessagePage } from '../../components/MessagePage'
import { PageLoadError } from '../../app/lazyPage'

/** Shown inside the layout when a page fails: a chunk that did not load, or a crash. */
export function RouteErrorPage() {
  const { t } = useTranslation()
  const error = useRouteError()
  const prefix = error instanceof PageLoadError ? 'ChunkError' : 'RouteError'
  return (
    <MessagePage
      icon={<CloudOffIcon width={96} height={96} />}
      title={t(`${prefix}.title`)}
      body={t(`${prefix}.body`)}
      action={<Button onClick={() => window.location.reload()}>{t(`${prefix}.reload`)}</Button>}
    />
  )
}
