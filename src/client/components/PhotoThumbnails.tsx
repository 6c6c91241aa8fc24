import styles from './PhotoThumbnails.module.css'

export interface Thumbnail {
  id: string
  /** Where the photo is read (a signed address, or a local preview). */
  url: string
  /** What the photo shows, for people who cannot see it. */
  alt: string
  /** The link's name: opening the photo full size. */
  openLabel: string
}

/** Photos as small thumbnails in a named list, each a link that opens the photo full size. */
export function PhotoThumbnails({ photos, label }: { photos: Thumbnail[]; label: string }) {
  if (photos.length === 0) return null
  return (
    <ul className={styles.thumbnails} aria-label={label}>
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

export { styles as photoThumbnailStyles }
