import { useId, useMemo } from 'react';
import { Form } from 'react-final-form';
import type { FormApi } from 'final-form';
import { useTranslation } from 'react-i18next';
import type { User } from '@qis/contract/api';
import { Button, showErrorToast, showSuccessToast } from '@qis/shared/ui';
import { PROFILE_NS } from '../i18n';
import { TextField } from '../../common/TextField';
import fieldStyles from '../../common/Field.module.css';
import { useSaveProfile } from '../hooks/useSaveProfile';
import { GenderField } from './GenderField';
import {
  BIRTH_YEAR_MIN,
  DESIRED_WEIGHT_MAX,
  DESIRED_WEIGHT_MIN,
  MONTH_MAX,
  MONTH_MIN,
  birthYearMax,
  toAccountFormValues,
  toProfileUpdate,
  validateAccountForm,
  type AccountFormValues,
} from './accountFormValues';
import formStyles from '../../common/Form.module.css';

interface AccountFormProps {
  /** The profile as the API answered it. */
  profile: User;
}

/** The "Votre compte" form: everything but the membership number is editable. */
export function AccountForm({ profile }: AccountFormProps) {
  const { t } = useTranslation(PROFILE_NS);
  const memberNumberId = useId();
  const { save } = useSaveProfile();
  // Same profile object, same initial values: the form only re-initialises when the profile changes.
  const initialValues = useMemo(() => toAccountFormValues(profile), [profile]);
  const yearRange = { min: BIRTH_YEAR_MIN, max: birthYearMax() };

  const onSubmit = async (values: AccountFormValues, form: FormApi<AccountFormValues>) => {
    try {
      const saved = await save(toProfileUpdate(initialValues), toProfileUpdate(values));
      showSuccessToast(t('account.saved'));
      // Saved values become the new starting point, so the form is pristine again and Update disabled.
      form.restart(toAccountFormValues(saved));
    } catch {
      // The member's input stays in the form for another try.
      showErrorToast();
    }
  };

  return (
    <Form<AccountFormValues>
      onSubmit={onSubmit}
      initialValues={initialValues}
      validate={validateAccountForm}
      subscription={{ pristine: true, invalid: true, submitting: true }}
      render={({ handleSubmit, pristine, invalid, submitting }) => (
        <form onSubmit={handleSubmit} noValidate className={formStyles.form}>
          <div className={`${fieldStyles.field} ${formStyles.wide}`}>
            <label htmlFor={memberNumberId} className={fieldStyles.label}>
              {t('account.memberNumber')}
            </label>
            <input
              id={memberNumberId}
              className={fieldStyles.input}
              value={profile.memberNumber}
              readOnly
              aria-readonly="true"
            />
          </div>
          <TextField
            name="firstName"
            label={t('account.firstName')}
            ns={PROFILE_NS}
            autoComplete="given-name"
            required
          />
          <TextField
            name="lastName"
            label={t('account.lastName')}
            ns={PROFILE_NS}
            autoComplete="family-name"
            required
          />
          <TextField
            name="email"
            label={t('account.email')}
            ns={PROFILE_NS}
            type="email"
            inputMode="email"
            autoComplete="email"
            required
            className={formStyles.wide}
          />
          <TextField
            name="birthMonth"
            label={t('account.birthMonth')}
            ns={PROFILE_NS}
            errorValues={{ min: MONTH_MIN, max: MONTH_MAX }}
            inputMode="numeric"
            autoComplete="bday-month"
            hint={t('account.birthMonthHint')}
            required
          />
          <TextField
            name="birthYear"
            label={t('account.birthYear')}
            ns={PROFILE_NS}
            errorValues={yearRange}
            inputMode="numeric"
            autoComplete="bday-year"
            required
          />
          <TextField
            name="desiredWeight"
            label={t('account.desiredWeight')}
            ns={PROFILE_NS}
            errorValues={{ min: DESIRED_WEIGHT_MIN, max: DESIRED_WEIGHT_MAX }}
            inputMode="decimal"
            required
          />
          <GenderField />
          <div className={`${formStyles.actions} ${formStyles.wide}`}>
            <Button type="submit" variant="primary" disabled={pristine || invalid || submitting}>
              {t('account.submit')}
            </Button>
          </div>
        </form>
      )}
    />
  );
}
