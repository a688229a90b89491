import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DIARY_DAYS_AHEAD, DIARY_DAYS_BACK, type Locale } from '@qis/contract';
import { Button, Calendar, calendarDateOfIsoDay, isoDayOf } from '@qis/shared/ui';
import { DIARY_NS } from '../i18n';
import { longDay, shiftDay, today } from '../days';
import styles from '../Diary.module.css';

export interface DayNavProps {
  day: string;
  locale: Locale;
  onChange: (day: string) => void;
}

/** Previous, next, today, and the UI kit's calendar (keyboard and screen-reader ready). */
export function DayNav({ day, locale, onChange }: DayNavProps) {
  const { t } = useTranslation(DIARY_NS);
  const [open, setOpen] = useState(false);
  const calendarId = useId();
  const toggle = useRef<HTMLButtonElement>(null);
  const now = today();
  const first = shiftDay(now, -DIARY_DAYS_BACK);
  const last = shiftDay(now, DIARY_DAYS_AHEAD);
  const choose = (next: string) => {
    onChange(next);
    setOpen(false);
    toggle.current?.focus();
  };
  return (
    <nav className={`${styles.dayNav} no-print`} aria-label={t('nav.label')}>
      <Button onClick={() => onChange(shiftDay(day, -1))} disabled={day <= first}>
        {t('nav.previous')}
      </Button>
      <Button onClick={() => onChange(now)} disabled={day === now}>
        {t('nav.today')}
      </Button>
      <Button onClick={() => onChange(shiftDay(day, 1))} disabled={day >= last}>
        {t('nav.next')}
      </Button>
      <Button
        ref={toggle}

        aria-expanded={open}
        aria-controls={calendarId}
        onClick={() => setOpen((value) => !value)}
      >
        {t('nav.calendar')}
      </Button>
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
          <Calendar
            selected={calendarDateOfIsoDay(day)}
            min={calendarDateOfIsoDay(first)}
            max={calendarDateOfIsoDay(last)}
            autoFocus
            onSelect={(date) => choose(isoDayOf(date))}
            aria-label={t('nav.calendarLabel', { date: longDay(day, locale) })}
          />
        ) : null}
      </div>
    </nav>
  );
}
