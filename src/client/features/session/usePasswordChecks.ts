import { useTranslation } from 'react-i18next'
import {
  PASSWORD_REQUIREMENTS,
  passwordStrength,
  unmetPasswordRequirements,
} from '../../../shared/domain/passwordRules'

/**
 * The password rules of docs/product.md (Validation messages) for a form: the checklist's props,
 * and the error to show for the password and its confirmation (null when fine).
 */
export function usePasswordChecks(password: string, confirmation: string) {
  const { t } = useTranslation('account')
  const unmet = unmetPasswordRequirements(password)
  const strength = passwordStrength(password)
  return {
    checklist: {
      title: t('Password.requirementsTitle'),
      requirements: PASSWORD_REQUIREMENTS.map(({ id }) => ({
        id,
        label: t(`Password.requirements.${id}`),
        met: !unmet.includes(id),
      })),
      metLabel: t('Password.met'),
      notMetLabel: t('Password.notMet'),
      strength,
      strengthLabel: t('Password.strengthLabel', { strength: t(`Password.strength.${strength}`) }),
    },
    passwordError: !password
      ? t('Validation.required')
      : unmet.includes('length')
        ? t('Validation.passwordTooShort')
        : unmet.length > 0
          ? t('Validation.passwordRules')
          : null,
    confirmationError: confirmation !== password ? t('Validation.passwordsDoNotMatch') : null,
  }
}
