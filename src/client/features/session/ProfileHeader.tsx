import type { Profile } from '../../../shared/contract/accounts'
import { initialsOf } from './initials'
import styles from './ProfilePage.module.css'

/** The traveller's picture (or initials), name and email. */
export function ProfileHeader({ profile }: { profile: Profile }) {
  return (
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
          <strong>{`${profile.first_name} ${profile.last_name}`}</strong>
        </p>
        <p className={styles.email}>{profile.email}</p>
      </div>
    </div>
  )
}
