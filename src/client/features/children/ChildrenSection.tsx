import type { Child } from '../../../shared/contract/children'
import { CHILDREN_PER_ACCOUNT } from '../../../shared/domain/childProfiles'
import { useAppSelector } from '../../app/hooks'
import { useFeature } from '../../app/lazyFeature'
import { useView } from '../../app/useView'
import { Button } from '../../components/Button'
import { formOpened } from '../forms'
import { ChildForm } from './ChildForm'
import { childFormOpening, selectChildFormOpen } from './childForm'
import { childrenApi } from './childrenApi'
import { childrenFeature } from './childrenListeners'

/**
 * "Your children" on the profile page: the children a family lists so that we can suggest the
 * seat that fits each one. Every detail is optional, and the form says why each is asked.
 */
export default function ChildrenSection() {
  useFeature(childrenFeature)
  const { t, dispatch, language } = useView('account')
  const { data, isError, refetch } = childrenApi.useChildrenQuery()
  const [remove, removal] = childrenApi.useRemoveChildMutation()
  const formOpen = useAppSelector(selectChildFormOpen)
  const children = data?.children ?? []
  const open = (child: Child | null) => dispatch(formOpened(childFormOpening(child, new Date())))
  const month = (value: string) =>
    new Intl.DateTimeFormat(language, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
      new Date(`${value}-01T00:00:00Z`),
    )
  const describe = (child: Child) =>
    [
      child.birth_month ? t('Children.born', { month: month(child.birth_month) }) : null,
      child.height_cm !== null ? t('Children.heightValue', { cm: child.height_cm }) : null,
      child.weight_kg !== null ? t('Children.weightValue', { kg: child.weight_kg }) : null,
    ]
      .filter(Boolean)
      .join(' · ') || t('Children.noDetails')

  return (
    <section aria-labelledby="children-heading">
      <h2 id="children-heading">{t('Children.title')}</h2>
      <p>{t('Children.lead')}</p>
      {isError ? (
        <p role="alert">
          {t('Children.loadFailed')}{' '}
          <Button variant="secondary" onClick={() => void refetch()}>
            {t('Children.retry')}
          </Button>
        </p>
      ) : null}
      {children.length > 0 ? (
        <ul>
          {children.map((child, index) => {
            const name = child.name ?? t('Children.unnamed', { number: index + 1 })
            return (
              <li key={child.id}>
                <strong>{name}</strong>: {describe(child)}{' '}
                <Button variant="secondary" onClick={() => open(child)} disabled={formOpen}>
                  {t('Children.edit', { name })}
                </Button>{' '}
                <Button
                  variant="secondary"
                  onClick={() => void remove(child.id)}
                  disabled={removal.isLoading}
                >
                  {t('Children.remove', { name })}
                </Button>
              </li>
            )
          })}
        </ul>
      ) : null}
      {removal.isError ? <p role="alert">{t('Children.removeFailed')}</p> : null}
      {formOpen ? (
        <ChildForm />
      ) : children.length < CHILDREN_PER_ACCOUNT ? (
        <Button onClick={() => open(null)}>{t('Children.add')}</Button>
      ) : (
        <p>{t('Children.limitReached', { count: CHILDREN_PER_ACCOUNT })}</p>
      )}
    </section>
  )
}
