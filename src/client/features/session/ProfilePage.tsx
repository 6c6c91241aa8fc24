import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Navigate, useParams } from 'react-router'
import { useAppSelector } from '../../app/hooks'
import { paths } from '../../app/paths'
import { Alert } from '../../components/Alert'
import { Button } from '../../components/Button'
import { ButtonLink } from '../../components/ButtonLink'
import { CardPage } from '../../components/Card'
import { PageMeta } from '../../components/PageMeta'
import { describeApiError } from '../../lib/apiErrors'
import { selectLanguage } from '../preferences'
import { useGetProfileQuery } from './authApi'
import { ProfileDetails } from './ProfileDetails'
import { ProfileForm } from './ProfileForm'
import { initialsOf } from './initials'
import { selectIsAuthenticated, selectSessionUser } from './sessionSlice'
import styles from './ProfilePage.module.css'

/** /profile/{id}: not behind the prefix guard, so a signed-out visitor is invited to log in. */
export default function ProfilePage() {
  const { t } = useTranslation('account')
  const { id = '' } = useParams()
  const signedIn = useAppSelector(selectIsAuthenticated)
  const user = useAppSelector(selectSessionUser)
  const language = useAppSelector(selectLanguage)
  const {
    data: profile,
    error,
    isLoading,
    refetch,
  } = useGetProfileQuery(undefined, {
    skip: !signedIn,
  })
  const [editing, setEditing] = useState(false)
  const [saved, setSaved] = useState(false)
  const meta = <PageMeta title={t('Profile.title')} />

  if (!signedIn || !user) {
    return (
      <CardPage title={t('Profile.signInTitle')} lead={t('Profile.signInBody')}>
        {meta}
        <ButtonLink to={paths.login.to(paths.profile.to(id))}>{t('Profile.signIn')}</ButtonLink>
      </CardPage>
    )
  }
  if (id !== user.id) return <Navigate to={paths.profile.to(user.id)} replace />

  if (!profile) {
    const { status } = describeApiError(error)
    return (
      <CardPage title={t('Profile.title')}>
        {meta}
        {isLoading || !error ? (
          <p role="status">{t('Profile.loading')}</p>
        ) : status === 401 ? (
          <Alert tone="error">{t('Profile.authFailed')}</Alert>
        ) : (
          <>
            <Alert tone="error">{t('Profile.fetchFailed')}</Alert>
            <p>
              <Button onClick={() => void refetch()}>{t('Profile.retry')}</Button>
            </p>
          </>
        )}
      </CardPage>
    )
  }

  const name = `${profile.first_name} ${profile.last_name}`
  return (
    <CardPage wide title={t('Profile.title')}>
      {meta}
      <div className={styles.header}>
        {profile.profile_image_url ? (
          <img className={styles.avatar} src={profile.profile_image_url} alt="" />
        ) : (
          <span className={styles.avatar} aria-hidden="true">
            {initialsOf(profile)}
          </span>
        )}
        <div>
          <p>
            <strong>{name}</strong>
          </p>
          <p className={styles.email}>{profile.email}</p>
        </div>
      </div>
      {saved && !editing ? <Alert tone="success">{t('Profile.saved')}</Alert> : null}
      {editing ? (
        <ProfileForm
          profile={profile}
          today={new Date().toISOString().slice(0, 10)}
          onDone={(wasSaved) => {
            setEditing(false)
            setSaved(wasSaved)
          }}
        />
      ) : (
        <>
          <ProfileDetails profile={profile} language={language} />
          <Button
            onClick={() => {
              setSaved(false)
              setEditing(true)
            }}
          >
            {t('Profile.edit')}
          </Button>
        </>
      )}
    </CardPage>
  )
}
