import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DiarySlot } from '@qis/contract/api';
import type { Locale } from '@qis/contract';
import { DIARY_NS } from '../i18n';
import { Field } from '@qis/shared/ui';
import { SlotOptions } from '../SlotOptions';
import { FoodAdder } from './FoodAdder';
import { QuickAdder } from './QuickAdder';
import { ActivityAdder } from './ActivityAdder';
import { MealsAdder } from './MealsAdder';
import type { DiaryWrite } from '../offline/pendingStore';
import styles from '../Diary.module.css';

type Mode = 'food' | 'meals' | 'quick' | 'activity';
const MODES: readonly Mode[] = ['food', 'meals', 'quick', 'activity'];

export interface AddPanelProps {
  day: string;
  locale: Locale;
  /** Sends the write (or keeps it while offline); answers once it is handled. */
  onAdd: (request: DiaryWrite, name: string, qis: number | null) => Promise<void>;
}

/** Adding: a food from the catalogue, a saved meal, a quick add, or an activity, to the chosen slot of the day. */
export function AddPanel({ day, locale, onAdd }: AddPanelProps) {
  const { t } = useTranslation(DIARY_NS);
  const [mode, setMode] = useState<Mode>('food');
  const [slot, setSlot] = useState<DiarySlot>('noon');
  return (
    <section className={`${styles.add} no-print`} aria-labelledby="diary-add-title">
      <h2 id="diary-add-title">{t('add.title')}</h2>
      <fieldset className={styles.modes}>
        <legend>{t('add.what')}</legend>
        {MODES.map((option) => (
          <label key={option} className={styles.mode}>
            <input
              type="radio"
              name="diary-add-mode"
              value={option}
              checked={mode === option}
              onChange={() => setMode(option)}
            />
            {t(`add.modes.${option}`)}
          </label>
        ))}
      </fieldset>
      {mode !== 'activity' ? (
        <Field label={t('add.slot')}>
          {(control) => (
            <select
              {...control}
              className="qis-select"
              value={slot}
              onChange={(event) => setSlot(event.target.value as DiarySlot)}
            >
              <SlotOptions />
            </select>
          )}
        </Field>
      ) : null}
      {mode === 'food' ? <FoodAdder day={day} slot={slot} locale={locale} onAdd={onAdd} /> : null}
      {mode === 'meals' ? <MealsAdder day={day} slot={slot} locale={locale} onAdd={onAdd} /> : null}
      {mode === 'quick' ? <QuickAdder day={day} slot={slot} onAdd={onAdd} /> : null}
      {mode === 'activity' ? <ActivityAdder day={day} locale={locale} onAdd={onAdd} /> : null}
    </section>
  );
}
