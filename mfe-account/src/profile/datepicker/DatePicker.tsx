import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '@qis/shared';
import { PROFILE_NS } from '../i18n';
import { compareCalendarDates, todayCalendarDate, type CalendarDate } from '../dates';
import { longDate } from './calendar';
import { CalendarIcon } from './CalendarIcon';
import { MonthGrid } from './MonthGrid';
import styles from './DatePicker.module.css';

interface DatePickerProps {
  label: string;
  value: CalendarDate;
  onChange: (date: CalendarDate) => void;
  onBlur?: () => void;
}

/**
 * A read-only date display with a calendar button that opens a month grid. Picking a day closes the
 * grid and returns focus to the button; so do Escape and a click outside.
 */
export function DatePicker({ label, value, onChange, onBlur }: DatePickerProps) {
  const { t } = useTranslation(PROFILE_NS);
  const locale = useLocale();
  const inputId = useId();
  const gridId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const [focused, setFocused] = useState<CalendarDate>(value);
  const today = todayCalendarDate();

  const close = (returnFocus: boolean) => {
    setOpen(false);
    onBlur?.();
    if (returnFocus) toggleRef.current?.focus();
  };

  const toggle = () => {
    if (open) {
      close(false);
      return;
    }
    // Open on the chosen day, or on today when the value lies in the future.
    setFocused(compareCalendarDates(value, today) > 0 ? today : value);
    setOpen(true);
  };

  // Once open, the chosen day takes keyboard focus, as in a native date dialog.
  useEffect(() => {
    if (!open) return;
    rootRef.current?.querySelector<HTMLButtonElement>('button[tabindex="0"]')?.focus();
  }, [open]);

  // A click anywhere else closes the grid without changing the date.
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: MouseEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) {
        setOpen(false);
        onBlur?.();
      }
    };
    document.addEventListener('mousedown', onPointerDown);
    return () => document.removeEventListener('mousedown', onPointerDown);
  }, [open, onBlur]);

  return (
    <div ref={rootRef} className={styles.picker}>
      <label htmlFor={inputId} className={styles.label}>
        {label}
      </label>
      <div className={styles.control}>
        <input id={inputId} className={styles.value} readOnly value={longDate(value, locale)} />
        <button
          ref={toggleRef}
          type="button"
          className={`${styles.toggle} no-print`}
          aria-label={t('datePicker.open')}
          aria-expanded={open}
          aria-controls={open ? gridId : undefined}
          onClick={toggle}
        >
          <CalendarIcon />
        </button>
      </div>
      {open ? (
        <MonthGrid
          id={gridId}
          focused={focused}
          onFocusedChange={setFocused}
          selected={value}
          today={today}
          max={today}
          locale={locale}
          onPick={(date) => {
            onChange(date);
            close(true);
          }}
          onClose={() => close(true)}
        />
      ) : null}
    </div>
  );
}
