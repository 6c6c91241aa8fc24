import { useEffect } from 'react'
import { useAppSelector } from '../../app/hooks'
import { useFeature } from '../../app/lazyFeature'
import { PageIntro } from '../../components/PageIntro'
import { PageMeta } from '../../components/PageMeta'
import { selectLocationMode } from './deliverySelectors'
import { SearchCriteriaPanel } from './SearchCriteriaPanel'
import { SearchResults } from './SearchResults'
import { searchFeature } from './searchFeature'
import { searchOpened } from './searchSlice'
import styles from './SearchPage.module.css'
import { useView } from '../../app/useView'
import { searchPageTexts } from '../../app/pageTexts'

export default function SearchPage() {
  // Every namespace its parts use loads with the page: 'errors' for the rental problems, 'gear',
  // 'gearDetails' and 'basket' for the result cards. A part that waited for its own namespace
  // later would suspend the page while someone is typing in it, and take their keyboard focus.
  const { t, dispatch } = useView(searchPageTexts)
  useFeature(searchFeature)
  const delivery = useAppSelector(selectLocationMode) === 'delivery'
  useEffect(() => {
    dispatch(searchOpened())
  }, [dispatch])

  return (
    <>
      <PageMeta title={t('Search.metaTitle')} description={t('Search.metaDescription')} />
      <div className={styles.page}>
        <PageIntro
          title={t('Search.title')}
          lead={t(delivery ? 'Search.delivery.lead' : 'Search.lead')}
          styles={styles}
        />
        <div className={styles.layout}>
          <SearchCriteriaPanel />
          <SearchResults />
        </div>
      </div>
    </>
  )
}
