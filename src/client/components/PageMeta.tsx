import { useTranslation } from 'react-i18next'

interface PageMetaProps {
  /** The page's own title; the brand name is appended. */
  title: string
  /** Defaults to the translated brand name. */
  brand?: string
  description?: string
}

/** Document title and meta description for a page (React hoists them into <head>). */
export function PageMeta({ title, brand, description }: PageMetaProps) {
  const { t } = useTranslation('common')
  const name = brand ?? t('App.name')
  return (
    <>
      <title>{title === name ? name : `${title} · ${name}`}</title>
      {description ? <meta name="description" content={description} /> : null}
    </>
  )
}
