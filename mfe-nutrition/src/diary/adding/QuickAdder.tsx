import { useTranslation } from 'react-i18next';
import type { DiarySlot } from '@qis/contract/api';
import { DIARY_LIMITS } from '@qis/contract';
import { InputField } from '../../common/form/InputField';
import { DIARY_NS } from '../i18n';
import { clientId } from '../days';
import { AdderForm } from '../form/AdderForm';
import { NumberField } from '../form/NumberField';
import { boundAttributes, numberWithin } from '../form/limits';
import type { AddPanelProps } from './AddPanel';

interface QuickValues {
  name?: string;
  qis?: string;
}

function validate({ name, qis }: QuickValues) {
  return {
    ...((name ?? '').trim() === '' ? { name: 'add.errors.name' } : {}),
    ...(numberWithin(qis, DIARY_LIMITS.qis, true) === null ? { qis: 'add.errors.qis' } : {}),
  };
}

/** A name and its QIS, for what the catalogue does not hold. */
export function QuickAdder({
  day,
  slot,
  onAdd,
}: {
  day: string;
  slot: DiarySlot;
  onAdd: AddPanelProps['onAdd'];
}) {
  const { t } = useTranslation(DIARY_NS);
  return (
    <AdderForm<QuickValues>
      initialValues={{ name: '', qis: '' }}
      validate={validate}
      resetAfterAdd
      onSubmit={({ name = '', qis }) => {
        const value = numberWithin(qis, DIARY_LIMITS.qis, true) ?? 0;
        return onAdd(
          { clientId: clientId(), date: day, kind: 'quick', slot, name: name.trim(), qis: value },
          name.trim(),
          value,
        );
      }}
    >
      <NameField />
      <NumberField name="qis" label={t('add.qis')} step={1} {...boundAttributes(DIARY_LIMITS.qis)} />
    </AdderForm>
  );
}

function NameField() {
  const { t } = useTranslation(DIARY_NS);
  return (
    <InputField
      name="name"
      label={t('add.name')}
      message={(key) => t(key)}
      maxLength={DIARY_LIMITS.name.maxLength}
    />
  );
}
