import { useState } from 'react';
import { Form } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import type { DiaryEntry } from '@qis/contract/api';
import { DIARY_LIMITS, type Locale } from '@qis/contract';
import { useDiaryAddMutation } from '@qis/shared';
import { Button, showErrorToast, showUndoToast } from '@qis/shared/ui';
import { DIARY_NS } from '../i18n';
import { useNutritionDiaryDeleteMutation, useNutritionDiaryUpdateMutation } from '../api';
import { NumberField } from '../form/NumberField';
import { boundAttributes, numberWithin } from '../form/limits';
import { recreateRequest } from './entryWrites';
import styles from '../Diary.module.css';

/** What was eaten or done, in words: "150 g", "2 × 1 egg", "1.5 × portion", "30 min". */
export function EntryAmount({ entry }: { entry: DiaryEntry }) {
  const { t } = useTranslation(DIARY_NS);
  if (entry.kind === 'food' && entry.portions !== null && entry.portion) {
    return <>{t('entry.portions', { count: entry.portions, label: entry.portion.label })}</>;
  }
  if (entry.kind === 'food') return <>{t('entry.grams', { value: entry.grams })}</>;
  if (entry.kind === 'recipe') return <>{t('entry.factor', { value: entry.portions })}</>;
  if (entry.kind === 'activity') return <>{t('entry.minutes', { value: entry.minutes })}</>;
  return <>{t('entry.quick')}</>;
}

type EditKey = 'grams' | 'portions' | 'factor' | 'minutes' | 'qis';

/** The one amount an entry's kind lets the member change, its bound in the contract and its message. */
function editField(entry: DiaryEntry): { key: EditKey; value: number; step: number; error: string } {
  if (entry.kind === 'food') {
    return entry.portions !== null
      ? { key: 'portions', value: entry.portions, step: 0.25, error: 'add.errors.amount' }
      : { key: 'grams', value: entry.grams ?? 100, step: 1, error: 'add.errors.amount' };
  }
  if (entry.kind === 'recipe') {
    return { key: 'factor', value: entry.portions ?? 1, step: 0.25, error: 'add.errors.factor' };
  }
  if (entry.kind === 'activity') {
    return { key: 'minutes', value: entry.minutes ?? 30, step: 1, error: 'add.errors.minutes' };
  }
  return { key: 'qis', value: entry.qis, step: 1, error: 'add.errors.qis' };
}

/** One entry: its name, amount and QIS; change its amount; delete it with an undo in the toast. */
export function EntryRow({
  entry,
  locale,
  waiting = false,
}: {
  entry: DiaryEntry;
  locale: Locale;
  waiting?: boolean;
}) {
  const { t } = useTranslation(DIARY_NS);
  const [editing, setEditing] = useState(false);
  const field = editField(entry);
  const [update] = useNutritionDiaryUpdateMutation();
  const [remove] = useNutritionDiaryDeleteMutation();
  const [add] = useDiaryAddMutation();

  const bound = DIARY_LIMITS[field.key];
  const valueOf = (text: string | undefined) =>
    numberWithin(text, bound, field.key === 'minutes' || field.key === 'qis');
  const save = async ({ amount }: { amount?: string }) => {
    const number = valueOf(amount);
    if (number === null) return;
    try {
      await update({ id: entry.id, patch: { [field.key]: number }, locale }).unwrap();
      setEditing(false);
    } catch {
      showErrorToast();
    }
  };

  const onDelete = async () => {
    try {
      await remove(entry.id).unwrap();
    } catch {
      showErrorToast();
      return;
    }
    showUndoToast(t('delete.done', { name: entry.name }), t('delete.undo'), () => {
      add(recreateRequest(entry, locale))
        .unwrap()
        .catch(() => showErrorToast());
    });
  };

  return (
    <li className={styles.entry} data-testid="diary-entry">
      <span className={styles.entryName}>{entry.name}</span>
      <span className={styles.entryAmount}>
        <EntryAmount entry={entry} />
      </span>
      <span className={styles.entryQis}>{t('qis', { value: entry.qis })}</span>
      {waiting ? (
        <span className={styles.waiting}>{t('entry.waiting')}</span>
      ) : (
        <span className={`${styles.entryActions} no-print`}>
          {editing ? (
            <Form<{ amount?: string }>
              initialValues={{ amount: String(field.value) }}
              validate={({ amount }) => (valueOf(amount) === null ? { amount: field.error } : {})}
              onSubmit={save}
              subscription={{ submitting: true }}
              render={({ handleSubmit, submitting }) => (
                <form className={styles.inlineForm} noValidate onSubmit={handleSubmit}>
                  <NumberField
                    name="amount"
                    label={t(`edit.${field.key}`)}
                    inputMode="decimal"
                    step={field.step}
                    {...boundAttributes(bound)}
                  />
                  <Button type="submit" disabled={submitting}>
                    {t('edit.save')}
                  </Button>
                  <Button onClick={() => setEditing(false)}>{t('edit.cancel')}</Button>
                </form>
              )}
            />
          ) : (
            <>
              <Button aria-label={t('entry.edit', { name: entry.name })} onClick={() => setEditing(true)}>
                {t('entry.editShort')}
              </Button>
              <Button aria-label={t('entry.delete', { name: entry.name })} onClick={() => void onDelete()}>
                {t('entry.deleteShort')}
              </Button>
            </>
          )}
        </span>
      )}
    </li>
  );
}
