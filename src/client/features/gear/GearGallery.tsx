import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { GearDetails } from '../../../shared/contract/gear'
import styles from './GearDetailsPage.module.css'

/** The gear's pictures: one large, with thumbnails to switch between them. */
export function GearGallery({ gear }: { gear: GearDetails }) {
  const { t } = useTranslation('gearDetails')
  const [shown, setShown] = useState(0)
  const images = gear.images.length
    ? gear.images
    : [{ url: '/images/gear/placeholder.svg', alt: gear.name }]
  const current = images[Math.min(shown, images.length - 1)]!
  return (
    <div
      className={styles.gallery}
      role="group"
      aria-label={t('Details.gallery', { name: gear.name })}
    >
      <img
        className={styles.mainImage}
        src={current.url}
        alt={current.alt}
        width={400}
        height={300}
        fetchPriority="high"
      />
      {images.length > 1 ? (
        <div className={styles.thumbnails}>
          {images.map((image, index) => (
            <button
              key={image.url}
              type="button"
              className={styles.thumbnail}
              aria-pressed={index === shown}
              aria-label={t('Details.showImage', { index: index + 1, count: images.length })}
              onClick={() => setShown(index)}
            >
              <img src={image.url} alt="" width={96} height={72} />
            </button>
          ))}
        </div>
      ) : null}
    </div>
  )
}
