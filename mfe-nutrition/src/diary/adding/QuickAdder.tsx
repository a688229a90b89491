import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DiarySlot } from '@qis/contract/api';
import { DIARY_NS } from '../i18n';
import { clientId } from '../days';
import type { AddPanelProps } from './AddPanel';
import styles from '../Diary.module.css';

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
  const [name, setName] = useState('');
  const [qis, setQis] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const value = Number(qis);
        if (name.trim() === '') return setError(t('add.errors.name'));
        if (qis === '' || !Number.isInteger(value) || value < 0 || value > 2000)
          return setError(t('add.errors.qis'));
        setError(null);
        setBusy(true);
        void onAdd(
          { clientId: clientId(), date: day, kind: 'quick', slot, name: name.trim(), qis: value },
          name.trim(),
          value,
        )
          .then(() => {
            setName('');
            setQis('');
          })
          .finally(() => setBusy(false));
      }}
    >
      <label className={styles.field}>
        <span className={styles.label}>{t('add.name')}</span>
        <input
          className="qis-input"
          value={name}
          maxLength={100}
          onChange={(event) => setName(event.target.value)}
        />
      </label>
      <label className={styles.field}>
        <span className={styles.label}>{t('add.qis')}</span>
        <input
          className="qis-input"
          type="number"
          inputMode="numeric"
          min={0}
          max={2000}
          step={1}
          value={qis}
          onChange={(event) => setQis(event.target.value)}
        />
      </label>
      {error ? (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      ) : null}
      <button type="submit" className="qis-button" disabled={busy}>
        {t('add.submit')}
      </button>
    </form>
  );
}
