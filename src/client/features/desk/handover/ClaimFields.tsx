import type { ChangeEvent } from 'react'
import {
  CLAIM_NOTE_MAX_LENGTH,
  CLAIM_PHOTO_MAX_BYTES,
  CLAIM_PHOTO_TYPES,
  CLAIM_PHOTOS_MAX,
  CLAIM_REASONS,
} from '../../../../shared/domain/deposits'
import { useAppSelector } from '../../../app/hooks'
import { useFeature } from '../../../app/lazyFeature'
import { useView } from '../../../app/useView'
import { Button } from '../../../components/Button'
import { Checkbox } from '../../../components/Checkbox'
import { SelectField } from '../../../components/SelectField'
import { TextAreaField } from '../../../components/TextAreaField'
import { TextField } from '../../../components/TextField'
import { useDeskDepositTexts } from '../deposit'
import { deskStyles as styles, useDeskFormat } from '../shell'
import { claimProblems, photosTaken, type ClaimPhotoDraft } from './claimDrafts'
import { claimPhotosFeature } from './claimPhotoListeners'
import {
  claimDropped,
  claimEdited,
  claimOpened,
  claimPhotoRemoved,
  claimPhotosChosen,
  selectCheckInChoices,
} from './handoverSlice'

const MAX_MB = CLAIM_PHOTO_MAX_BYTES / (1024 * 1024)

interface ClaimFieldsProps {
  bookingId: string
  unitId: string
  tag: string
  /** The unit's share of the deposit (cents): the most it may be claimed for. */
  share: number
  currency: string
}

/** A chosen photo: its preview, how its upload goes, and a way to take it out. */
function ChosenPhoto({
  photo,
  n,
  tag,
  about,
}: {
  photo: ClaimPhotoDraft
  n: number
  tag: string
  about: { bookingId: string; unitId: string }
}) {
  const { t, dispatch } = useView(['deskDeposit'])
  const status =
    photo.status === 'failed'
      ? t('Claim.failed', {
          reason: t(`Claim.photoErrors.${photo.error ?? 'fallback'}`, {
            defaultValue: t('Claim.photoErrors.fallback'),
            max: CLAIM_PHOTOS_MAX,
            size: MAX_MB,
          }),
        })
      : t(`Claim.${photo.status}`)
  return (
    <li>
      {photo.preview ? (
        <img src={photo.preview} alt={t('Claim.photoAlt', { n, tag, name: photo.name })} />
      ) : null}
      <span>{photo.name}</span>{' '}
      <span role={photo.status === 'failed' ? 'alert' : undefined}>{status}</span>{' '}
      <Button
        variant="secondary"
        onClick={() => dispatch(claimPhotoRemoved({ ...about, key: photo.key }))}
      >
        {t('Claim.remove', { n })}
      </Button>
    </li>
  )
}

/**
 * "Claim on the deposit" for a unit back for cleaning, for repair or missing: how much (at most
 * the unit's share), why, a note for the family and photos, each uploaded as soon as chosen. The
 * draft lives in the handover slice; the check-in sends it.
 */
export default function ClaimFields({ bookingId, unitId, tag, share, currency }: ClaimFieldsProps) {
  useDeskDepositTexts()
  useFeature(claimPhotosFeature)
  const { t, dispatch } = useView(['deskDeposit'])
  const format = useDeskFormat()
  const claim = useAppSelector((state) => selectCheckInChoices(state, bookingId)[unitId]?.claim)
  const about = { bookingId, unitId }
  const toggle = (
    <Checkbox
      label={t('Claim.open')}
      checked={!!claim}
      onChange={(checked) =>
        dispatch(checked ? claimOpened({ ...about, share, currency }) : claimDropped(about))
      }
    />
  )
  if (!claim) return toggle
  const messages = claim.submitted ? claimProblems(claim) : null
  const money = (cents: number) => format.money(cents, currency)
  const most = money(share)
  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])]
    event.target.value = ''
    if (files.length > 0) dispatch(claimPhotosChosen(about, files))
  }
  const taken = photosTaken(claim)
  return (
    <>
      {toggle}
      <fieldset className={styles.inlineForm}>
        <legend>{t('Claim.title', { tag })}</legend>
        <TextField
          label={t('Claim.amount', { currency })}
          hint={t('Claim.share', { amount: most })}
          inputMode="decimal"
          value={claim.amount}
          error={messages?.amount ? t(`Claim.${messages.amount}`, { amount: most }) : null}
          onChange={(event) => dispatch(claimEdited({ ...about, amount: event.target.value }))}
        />
        <SelectField
          label={t('Claim.reason')}
          value={claim.reason}
          options={CLAIM_REASONS.map((value) => ({ value, label: t(`Deposit.reasons.${value}`) }))}
          onChange={(reason) => dispatch(claimEdited({ ...about, reason }))}
        />
        <TextAreaField
          id={`claim-note-${unitId}`}
          label={t('Claim.note')}
          count={t('Claim.count', { count: claim.note.length, max: CLAIM_NOTE_MAX_LENGTH })}
          value={claim.note}
          error={messages?.note ? t('Claim.noteTooLong', { max: CLAIM_NOTE_MAX_LENGTH }) : null}
          onChange={(event) => dispatch(claimEdited({ ...about, note: event.target.value }))}
        />
        <TextField
          type="file"
          label={t('Claim.photos')}
          hint={t('Claim.photosHint', { max: CLAIM_PHOTOS_MAX, size: MAX_MB })}
          accept={CLAIM_PHOTO_TYPES.join(',')}
          multiple
          disabled={taken >= CLAIM_PHOTOS_MAX}
          error={messages?.photos ? t('Claim.photosUploading') : null}
          onChange={choose}
        />
        {claim.photos.length > 0 ? (
          <ul className={styles.previews} aria-label={t('Claim.chosen', { tag })}>
            {claim.photos.map((photo, index) => (
              <ChosenPhoto key={photo.key} photo={photo} n={index + 1} tag={tag} about={about} />
            ))}
          </ul>
        ) : null}
      </fieldset>
    </>
  )
}
