import { useEffect, useId } from 'react'
import { shallowEqual } from 'react-redux'
import { useAppSelector } from '../../../app/hooks'
import { useFeature } from '../../../app/lazyFeature'
import { useView } from '../../../app/useView'
import { Button } from '../../../components/Button'
import { TextField } from '../../../components/TextField'
import { deskStyles as styles } from '../shell'
import { CameraView } from './CameraView'
import { deskScannerFeature } from './deskScannerFeature'
import { scannerClosed, scannerOpened, selectScanAt, typedCodeChanged } from './deskScannerSlice'
import { useDeskScannerTexts } from './deskScannerTexts'
import { codeEntered, type ScanTarget } from './scanEvents'
import type { ScanOutcome } from './scanOutcomes'

/** What the last code did, in words: a refusal is an alert, anything else a status. */
function ScanMessage({ outcome }: { outcome: ScanOutcome }) {
  const { t } = useView('deskScanner')
  if (outcome.kind !== 'refused') {
    return <p role="status">{t(`outcomes.${outcome.kind}`, outcome)}</p>
  }
  return (
    <p role="alert">
      {t(`refusals.${outcome.reason}`, {
        tag: outcome.tag ?? '',
        reference: outcome.reference ?? '',
      })}
    </p>
  )
}

/**
 * Scanning where staff work: **Scan** opens the camera (its picture, each code read sent as
 * scanned); the last code's outcome in words; a refused or missing camera said plainly, and the
 * typing field (`fieldId`, else the scanner's own) offered and focused. A scanner that types like
 * a keyboard types into that field and ends with Enter.
 */
export default function DeskScanner({ target, fieldId }: { target: ScanTarget; fieldId?: string }) {
  useDeskScannerTexts()
  useFeature(deskScannerFeature)
  const { t, dispatch } = useView('deskScanner')
  const scan = useAppSelector((state) => selectScanAt(state, target), shallowEqual)
  const ownField = useId()
  const typingField = fieldId ?? ownField
  useEffect(() => {
    if (scan.camera) document.getElementById(typingField)?.focus()
  }, [scan.camera, typingField])
  const label = t(`labels.${target.kind}`)
  return (
    <div className={styles.inlineForm}>
      {fieldId ? null : (
        <TextField
          id={ownField}
          label={label}
          hint={t('typeHint')}
          autoComplete="off"
          value={scan.typed}
          onChange={(event) => dispatch(typedCodeChanged({ target, code: event.target.value }))}
          onKeyDown={(event) => {
            if (event.key !== 'Enter' || !scan.typed.trim()) return
            event.preventDefault()
            dispatch(codeEntered({ code: scan.typed, target }))
          }}
        />
      )}
      <Button
        variant="secondary"
        aria-pressed={scan.open}
        onClick={() => dispatch(scan.open ? scannerClosed() : scannerOpened({ target }))}
      >
        {scan.open ? t('close') : t('open')}
      </Button>
      {scan.open ? <CameraView label={t('camera')} /> : null}
      {scan.camera ? <p role="alert">{t(`cameraProblems.${scan.camera}`)}</p> : null}
      {scan.busy ? <p role="status">{t('busy')}</p> : null}
      {scan.outcome && !scan.busy ? <ScanMessage outcome={scan.outcome} /> : null}
    </div>
  )
}
