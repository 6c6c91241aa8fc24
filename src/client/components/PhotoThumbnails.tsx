export interface Thumbnail {
  id: string
  /** Where the photo is read (a signed address, or a local preview). */
  url: string
  /** What the photo shows, for people who cannot see it. */
  alt: string
  /** The link's name: opening the photo full size. */
  openLabel: string
}

/**
 * Photos as small thumbnails in a named list, each a link that opens the photo full size. The
 * page sizes them (`className`): its own styles carry the rules, so no chunk gets a stylesheet
 * of its own for them.
 */
export function PhotoThumbnails({
  photos,
  label,
  className,
}: {
  photos: Thumbnail[]
  label: string
  className: string | undefined
}) {
  if (photos.length === 0) return null
  return (
    <ul className={className} aria-label={label}>
      {photos.map((photo) => (
        <li key={photo.id}>
          <a href={photo.url} target="_blank" rel="noreferrer" aria-label={photo.openLabel}>
            <img src={photo.url} alt={photo.alt} loading="lazy" />
          </a>
        </li>
      ))}
    </ul>
  )
}
