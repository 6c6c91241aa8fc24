import { useTranslation } from 'react-i18next'
import { AGE_GROUPS, GEAR_CATEGORIES } from '../../../shared/domain/catalogue'
import { useAppDispatch, useAppSelector } from '../../app/hooks'
import { SelectField } from '../../components/SelectField'
import { filtersChanged, selectSearchFilters } from './searchSlice'
import styles from './SearchPage.module.css'

/** Category and age group filters for the results. */
export function SearchFilters() {
  const { t } = useTranslation(['search', 'gear'])
  const dispatch = useAppDispatch()
  const filters = useAppSelector(selectSearchFilters)
  const all = { value: '' as const, label: t('search:Filters.all') }
  return (
    <div className={styles.filters} role="group" aria-label={t('search:Filters.heading')}>
      {/* Two filters written out: each has its own list, texts and field, clearer than a table. */}
      <SelectField
        id="filter-category"
        label={t('search:Filters.category')}
        value={filters.category ?? ''}
        options={[
          all,
          ...GEAR_CATEGORIES.map((value) => ({ value, label: t(`gear:Categories.${value}`) })),
        ]}
        onChange={(value) => dispatch(filtersChanged({ category: value || null }))}
      />
      <SelectField
        id="filter-age-group"
        label={t('search:Filters.ageGroup')}
        value={filters.age_group ?? ''}
        options={[
          all,
          ...AGE_GROUPS.map((value) => ({ value, label: t(`gear:AgeGroups.${value}`) })),
        ]}
        onChange={(value) => dispatch(filtersChanged({ age_group: value || null }))}
      />
    </div>
  )
}
