import { Navigate, useParams } from 'react-router'
import { useAppSelector } from '../../app/hooks'
import { paths } from '../../app/paths'
import { Alert } from '../../components/Alert'
import { Button } from '../../components/Button'
import { ButtonLink } from '../../components/ButtonLink'
import { CardPage } from '../../components/Card'
import { PageMeta } from '../../components/PageMeta'
import { AccountDataSection, AccountDeleted, selectAccountDeleted } from '../accountData'
import { ChildrenSection } from '../children'
import { formOpened } from '../forms'
import { ProfileDetails } from './ProfileDetails'
import { ProfileForm } from './ProfileForm'
import { ProfileHeader } from './ProfileHeader'
import { ProfileLoading } from './ProfileLoading'
import { useGetProfileQuery } from './authApi'
import { profileFormOpening, selectProfileEditing, selectProfileSaved } from './profileForm'
import { selectIsAuthenticated, selectSessionUser } from './sessionSlice'
import { useView } from '../../app/useView'

/** /profile/{id}: not behind the prefix guard, so a signed-out visitor is invited to log in. */
export default function ProfilePage() {
  const { t, dispatch, language } = useView('account')
  const { id = '' } = useParams()
  const signedIn = useAppSelector(selectIsAuthenticated)
  const user = useAppSelector(selectSessionUser)
  const query = useGetProfileQuery(undefined, { skip: !signedIn })
  const { data: profile, error, refetch, fulfilledTimeStamp = 0 } = query
  const editing = useAppSelector(selectProfileEditing)
  const saved = useAppSelector(selectProfileSaved)
  const deleted = useAppSelector(selectAccountDeleted)
  const meta = <PageMeta title={t('Profile.title')} />

  if (deleted) return <AccountDeleted />
  if (!signedIn || !user) {
    return (
      <CardPage title={t('Profile.signInTitle')} lead={t('Profile.signInBody')}>
        {meta}
        <ButtonLink to={paths.login.to(paths.profile.to(id))}>{t('Profile.signIn')}</ButtonLink>
      </CardPage>
    )
  }
  if (id !== user.id) return <Navigate to={paths.profile.to(user.id)} replace />
  return (
    <CardPage wide={Boolean(profile)} title={t('Profile.title')}>
      {meta}
      {!profile ? (
        <ProfileLoading error={error} onRetry={() => void refetch()} />
      ) : (
        <>
          <ProfileHeader profile={profile} />
          {saved ? <Alert tone="success">{t('Profile.saved')}</Alert> : null}
          {editing ? (
            <ProfileForm />
          ) : (
            <>
              <ProfileDetails profile={profile} language={language} />
              <Button
                onClick={() =>
                  dispatch(formOpened(profileFormOpening(profile, fulfilledTimeStamp)))
                }
              >
                {t('Profile.edit')}
              </Button>
            </>
          )}
          <ChildrenSection />
          <AccountDataSection />
        </>
      )}
    </CardPage>
  )
}
