import { useTranslation } from 'react-i18next'
import { paths } from '../../app/paths'
import { ButtonLink } from '../../components/ButtonLink'
import { PageIntro } from '../../components/PageIntro'
import { PageMeta } from '../../components/PageMeta'
import styles from './HowItWorksPage.module.css'

const STEPS = ['search', 'basket', 'pay', 'pickup', 'return'] as const
const GOOD_TO_KNOW = ['days', 'hours', 'cancel'] as const

export default function HowItWorksPage() {
  const { t } = useTranslation(['howItWorks', 'common'])
  return (
    <>
      <PageMeta title={t('HowItWorks.metaTitle')} description={t('HowItWorks.metaDescription')} />
      <div className={styles.page}>
        <PageIntro title={t('HowItWorks.title')} lead={t('HowItWorks.lead')} styles={styles} />
        <section aria-labelledby="steps-heading">
          <h2 id="steps-heading" className="visually-hidden">
            {t('HowItWorks.stepsHeading')}
          </h2>
          <ol className={styles.steps}>
            {STEPS.map((step) => (
              <li key={step} className={styles.step}>
                <h3>{t(`HowItWorks.steps.${step}.title`)}</h3>
                <p>{t(`HowItWorks.steps.${step}.body`)}</p>
              </li>
            ))}
          </ol>
        </section>
        <section className={styles.goodToKnow} aria-labelledby="good-to-know-heading">
          <h2 id="good-to-know-heading">{t('HowItWorks.goodToKnowHeading')}</h2>
          <ul>
            {GOOD_TO_KNOW.map((item) => (
              <li key={item}>{t(`HowItWorks.goodToKnow.${item}`)}</li>
            ))}
          </ul>
        </section>
        <ButtonLink to={paths.search.to()}>{t('HowItWorks.cta')}</ButtonLink>
      </div>
    </>
  )
}
