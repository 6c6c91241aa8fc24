import { AGE_GROUPS, GEAR_CATEGORIES } from '../../../shared/domain/catalogue'
import { useAppSelector } from '../../app/hooks'
import { SelectField } from '../../components/SelectField'
import { filtersChanged, selectSearchFilters } from './searchSlice'
import styles from './SearchPage.module.css'
import { useView } from '../../app/useView'

/** Category and age group filters for the results. */
export function SearchFilters() {
  const { t, dispatch } = useView(['search', 'gear'])
  const filters = useAppSelector(selectSearchFilters)
  const all = { value: '', label: t('search:Filters.all') }
  // Both filters in order: the field each sets, its field's id and texts, and its list.
  const shown = [
    {
      field: 'category',
      id: 'filter-category',
      label: t('search:Filters.category'),
      options: GEAR_CATEGORIES.map((value) => ({ value, label: t(`gear:Categories.${value}`) })),
    },
    {
      field: 'age_group',
      id: 'filter-age-group',
      label: t('search:Filters.ageGroup'),
      options: AGE_GROUPS.map((value) => ({ value, label: t(`gear:AgeGroups.${value}`) })),
    },
  ] as const
  return (
    <div className={styles.filters} role="group" aria-label={t('search:Filters.heading')}>
      {shown.map((filter) => (
        <SelectField<string>
          key={filter.field}
          id={filter.id}
          label={filter.label}
          value={filters[filter.field] ?? ''}
          options={[all, ...filter.options]}
          onChange={(value) => dispatch(filtersChanged({ [filter.field]: value || null }))}
        />
      ))}
    </div>
  )
}
