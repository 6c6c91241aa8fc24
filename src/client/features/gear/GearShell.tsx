import { Link } from 'react-router'
import { paths } from '../../app/paths'
import { useView } from '../../app/useView'
import { gearDetailsPageTexts } from '../../app/pageTexts'
import { PageMeta } from '../../components/PageMeta'
import { SkeletonLines } from '../../components/Skeleton'
import styles from './GearDetailsPage.module.css'

/**
 * Where the server writes one item's name and picture into the gear page's HTML rendered at build
 * time (src/server/plugins/page-shells.ts); it writes them escaped.
 */
export const GEAR_SHELL_SLOTS = {
  name: '__GEAR_NAME__',
  image: '__GEAR_IMAGE__',
  /** One thumbnail's picture: the server repeats the thumbnail per picture, or drops the row. */
  thumbnail: '__GEAR_THUMBNAIL__',
} as const

/**
 * `/gear/{id}` as its HTML shows it before the app's scripts run (the build renders it once per
 * language, scripts/build/prerender.js): the way back, the item's picture, thumbnails and name
 * where the page shows them (GearGallery, GearInfo), and grey lines for the rest. The app then renders the page over it with the item,
 * which the server wrote into the HTML too, so the picture and the name stay where they are.
 */
export default function GearShell() {
  const { t } = useView(gearDetailsPageTexts)
  return (
    <div className={styles.page} role="status" aria-busy="true">
      <PageMeta title={GEAR_SHELL_SLOTS.name} />
      <span className="visually-hidden">{t('Details.loading')}</span>
      <Link to={paths.search.to()} className={styles.back}>
        ← {t('Details.back')}
      </Link>
      <div className={styles.layout} aria-hidden="true">
        <div className={styles.gallery}>
          <img
            className={styles.mainImage}
            src={GEAR_SHELL_SLOTS.image}
            alt=""
            width={400}
            height={300}
            fetchPriority="high"
          />
          <div className={styles.thumbnails} data-gear-thumbnails="">
            <span className={styles.thumbnail}>
              <img src={GEAR_SHELL_SLOTS.thumbnail} alt="" width={96} height={72} />
            </span>
          </div>
        </div>
        <div className={styles.info}>
          <p className={styles.meta}>&nbsp;</p>
          <h1 className={styles.title}>{GEAR_SHELL_SLOTS.name}</h1>
          <SkeletonLines shapes={['short', 'line', 'line']} />
        </div>
      </div>
    </div>
  )
}
