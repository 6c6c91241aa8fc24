import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { useAppDispatch } from '../../app/hooks'
import { PageMeta } from '../../components/PageMeta'
import { SearchCriteriaPanel } from './SearchCriteriaPanel'
import { SearchResults } from './SearchResults'
import { searchOpened } from './searchSlice'
import styles from './SearchPage.module.css'

export default function SearchPage() {
  // 'errors' loads with the page: its results and rental problems speak error codes.
  const { t } = useTranslation(['search', 'common', 'errors'])
  const dispatch = useAppDispatch()
  useEffect(() => {
    dispatch(searchOpened())
  }, [dispatch])

  return (
    <>
      <PageMeta
        title={t('Search.metaTitle')}
        brand={t('common:App.name')}
        description={t('Search.metaDescription')}
      />
      <div className={styles.page}>
        <header className={styles.intro}>
          <h1>{t('Search.title')}</h1>
          <p className={styles.lead}>{t('Search.lead')}</p>
        </header>
        <div className={styles.layout}>
          <SearchCriteriaPanel />
          <SearchResults />
        </div>
      </div>
    </>
  )
}
