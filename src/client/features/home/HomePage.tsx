import { lazy } from 'react'
import { useTranslation } from 'react-i18next'
import { ButtonLink } from '../../components/ButtonLink'
import { HydratesLater } from '../../components/HydratesLater'
import { PageMeta } from '../../components/PageMeta'
import { paths } from '../../app/paths'
import styles from './HomePage.module.css'
// The price placeholders' styles come with the page, which its HTML shows before their code.
import '../../components/Skeleton.module.css'

/**
 * The from-prices under the hero load after it: a page rendered at build time shows their
 * placeholders until then, and its HTML preloads the prices they ask for.
 */
const FromPrices = lazy(() =>
  import(/* webpackChunkName: "FromPrices" */ './FromPrices').then((module) => ({
    default: module.FromPrices,
  })),
)

export default function HomePage() {
  const { t } = useTranslation()
  return (
    <>
      <PageMeta title={t('Home.metaTitle')} description={t('Home.metaDescription')} />
      <section className={styles.hero} aria-labelledby="home-title">
        <div className={styles.heroInner}>
          <div>
            <p className={styles.beta}>{t('Home.beta')}</p>
            <h1 id="home-title" className={styles.title}>
              {t('Home.title')}
            </h1>
            <p className={styles.lead}>{t('Home.lead')}</p>
            <div className={styles.actions}>
              <ButtonLink to={paths.search.to()}>{t('Home.cta')}</ButtonLink>
              <ButtonLink to={paths.howItWorks.to()} variant="secondary">
                {t('Home.howItWorks')}
              </ButtonLink>
            </div>
            <p className={styles.location}>{t('Home.firstLocation')}</p>
          </div>
          <img
            className={styles.illustration}
            src="/images/gear/zst417-y.svg"
            alt=""
            width={400}
            height={300}
            fetchPriority="high"
          />
        </div>
      </section>
      <HydratesLater>
        <FromPrices />
      </HydratesLater>
    </>
  )
}
