import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DayPicker } from 'react-day-picker';
import { de, enGB, fr, nl } from 'react-day-picker/locale';
import type { Locale } from '@qis/shared';
import { DIARY_NS } from '../i18n';
import { fromDay, longDay, shiftDay, toDay, today } from '../days';
import styles from '../Diary.module.css';

const CALENDAR_LOCALES = { en: enGB, fr, de, nl } as const;

export interface DayNavProps {
  day: string;
  locale: Locale;
  onChange: (day: string) => void;
}

/** Previous, next, today, and a calendar (react-day-picker, keyboard and screen-reader ready). */
export function DayNav({ day, locale, onChange }: DayNavProps) {
  const { t } = useTranslation(DIARY_NS);
  const [open, setOpen] = useState(false);
  const calendarId = useId();
  const toggle = useRef<HTMLButtonElement>(null);
  const now = today();
  const first = shiftDay(now, -365);
  const last = shiftDay(now, 1);
  const choose = (next: string) => {
    onChange(next);
    setOpen(false);
    toggle.current?.focus();
  };
  return (
    <nav className={`${styles.dayNav} no-print`} aria-label={t('nav.label')}>
      <button
        type="button"
        className="qis-button"
        onClick={() => onChange(shiftDay(day, -1))}
        disabled={day <= first}
      >
        {t('nav.previous')}
      </button>
      <button type="button" className="qis-button" onClick={() => onChange(now)} disabled={day === now}>
        {t('nav.today')}
      </button>
      <button
        type="button"
        className="qis-button"
        onClick={() => onChange(shiftDay(day, 1))}
        disabled={day >= last}
      >
        {t('nav.next')}
      </button>
      <button
        ref={toggle}
        type="button"
        className="qis-button"
        aria-expanded={open}
        aria-controls={calendarId}
        onClick={() => setOpen((value) => !value)}
      >
        {t('nav.calendar')}
      </button>
      <div
        id={calendarId}
        hidden={!open}
        className={styles.calendar}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            setOpen(false);
            toggle.current?.focus();
          }
        }}
      >
        {open ? (
          <DayPicker
            mode="single"
            required
            locale={CALENDAR_LOCALES[locale]}
            selected={fromDay(day)}
            defaultMonth={fromDay(day)}
            startMonth={fromDay(first)}
            endMonth={fromDay(last)}
            disabled={[{ before: fromDay(first) }, { after: fromDay(last) }]}
            autoFocus
            onSelect={(date) => choose(toDay(date))}
            aria-label={t('nav.calendarLabel', { date: longDay(day, locale) })}
          />
        ) : null}
      </div>
    </nav>
  );
}
