interface PageMetaProps {
  /** The page's own title; the brand name is appended. */
  title: string
  brand: string
  description?: string
}

/** Document title and meta description for a page (React hoists them into <head>). */
export function PageMeta({ title, brand, description }: PageMetaProps) {
  return (
    <>
      <title>{title === brand ? brand : `${title} · ${brand}`}</title>
      {description ? <meta name="description" content={description} /> : null}
    </>
  )
}
