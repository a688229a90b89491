import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DiaryEntry, DiaryEntryPatch } from '@qis/contract/api';
import type { Locale } from '@qis/contract';
import { useDiaryAddMutation } from '@qis/shared';
import { showErrorToast, showUndoToast } from '@qis/shared/ui';
import { DIARY_NS } from '../i18n';
import { useNutritionDiaryDeleteMutation, useNutritionDiaryUpdateMutation } from '../api';
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

/** The one amount an entry's kind lets the member change. */
function editField(entry: DiaryEntry): { key: keyof DiaryEntryPatch; value: number; step: number } {
  if (entry.kind === 'food') {
    return entry.portions !== null
      ? { key: 'portions', value: entry.portions, step: 0.25 }
      : { key: 'grams', value: entry.grams ?? 100, step: 1 };
  }
  if (entry.kind === 'recipe') return { key: 'factor', value: entry.portions ?? 1, step: 0.25 };
  if (entry.kind === 'activity') return { key: 'minutes', value: entry.minutes ?? 30, step: 1 };
  return { key: 'qis', value: entry.qis, step: 1 };
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
  const [value, setValue] = useState(String(field.value));
  const [update, { isLoading: saving }] = useNutritionDiaryUpdateMutation();
  const [remove] = useNutritionDiaryDeleteMutation();
  const [add] = useDiaryAddMutation();

  const save = async () => {
    const number = Number(value.replace(',', '.'));
    if (!Number.isFinite(number) || number <= 0) return;
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
            <form
              className={styles.inlineForm}
              onSubmit={(event) => {
                event.preventDefault();
                void save();
              }}
            >
              <label>
                <span className={styles.label}>{t(`edit.${field.key}`)}</span>
                <input
                  className="qis-input"
                  type="number"
                  inputMode="decimal"
                  min={field.step}
                  step={field.step}
                  value={value}
                  onChange={(event) => setValue(event.target.value)}
                  required
                />
              </label>
              <button type="submit" className="qis-button" disabled={saving}>
                {t('edit.save')}
              </button>
              <button type="button" className="qis-button" onClick={() => setEditing(false)}>
                {t('edit.cancel')}
              </button>
            </form>
          ) : (
            <>
              <button
                type="button"
                className="qis-button"
                aria-label={t('entry.edit', { name: entry.name })}
                onClick={() => setEditing(true)}
              >
                {t('entry.editShort')}
              </button>
              <button
                type="button"
                className="qis-button"
                aria-label={t('entry.delete', { name: entry.name })}
                onClick={() => void onDelete()}
              >
                {t('entry.deleteShort')}
              </button>
            </>
          )}
        </span>
      )}
    </li>
  );
}
