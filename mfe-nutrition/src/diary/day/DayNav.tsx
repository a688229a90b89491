import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addDays, calendarDateOf, isoDayOf, type Locale } from '@qis/contract';
import { Button, Calendar } from '@qis/shared/ui';
import { DIARY_NS } from '../i18n';
import { diaryDays, longDay, today } from '../days';
import styles from '../Diary.module.css';

export interface DayNavProps {
  day: string;
  locale: Locale;
  onChange: (day: string) => void;
}

/**
 * The day, compact enough for a phone's first view: the previous and next arrows around the date, whose
 * button opens the UI kit's calendar (keyboard and screen-reader ready), and "today" when it is not.
 * The date is the day's heading, announced when it changes.
 */
export function DayNav({ day, locale, onChange }: DayNavProps) {
  const { t } = useTranslation(DIARY_NS);
  const [open, setOpen] = useState(false);
  const calendarId = useId();
  const toggle = useRef<HTMLButtonElement>(null);
  const now = today();
  const { first, last } = diaryDays();
  const date = longDay(day, locale);
  const choose = (next: string) => {
    onChange(next);
    setOpen(false);
    toggle.current?.focus();
  };
  return (
    <nav className={styles.dayNav} aria-label={t('nav.label')}>
      <Button
        className={`${styles.arrow} no-print`}
        aria-label={t('nav.previous')}
        onClick={() => onChange(addDays(day, -1))}
        disabled={day <= first}
      >
        <span aria-hidden="true">‹</span>
      </Button>
      <h2 className={styles.dayHeading} aria-live="polite" data-testid="diary-day">
        <button
          ref={toggle}
          type="button"
          className={styles.dateButton}
          aria-label={t('nav.pickDay', { date })}
          aria-expanded={open}
          aria-controls={calendarId}
          onClick={() => setOpen((value) => !value)}
        >
          {date}
        </button>
      </h2>
      <Button
        className={`${styles.arrow} no-print`}
        aria-label={t('nav.next')}
        onClick={() => onChange(addDays(day, 1))}
        disabled={day >= last}
      >
        <span aria-hidden="true">›</span>
      </Button>
      {day === now ? null : (
        <Button className="no-print" onClick={() => onChange(now)}>
          {t('nav.today')}
        </Button>
      )}
      <div
        id={calendarId}
        hidden={!open}
        className={`${styles.calendar} no-print`}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            setOpen(false);
            toggle.current?.focus();
          }
        }}
      >
        {open ? (
          <Calendar
            selected={calendarDateOf(day)}
            min={calendarDateOf(first)}
            max={calendarDateOf(last)}
            autoFocus
            onSelect={(date) => choose(isoDayOf(date))}
            aria-label={t('nav.calendarLabel', { date })}
          />
        ) : null}
      </div>
    </nav>
  );
}
