import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../i18n/useLocale';
import { Calendar } from './Calendar';
import type { CalendarDate } from '@qis/contract';
import { longCalendarDate } from './calendarDate';
import './datePicker.css';
import { Button } from '../button/Button';

export interface DatePickerProps {
  label: string;
  value: CalendarDate;
  onChange: (date: CalendarDate) => void;
  onBlur?: () => void;
  min?: CalendarDate;
  max?: CalendarDate;
}

/**
 * A date field: the date in words, read-only, and a calendar icon button that opens {@link Calendar}.
 * Picking a day closes it and returns focus to the button; so do Escape and a click outside (without a change).
 */
export function DatePicker({ label, value, onChange, onBlur, min, max }: DatePickerProps) {
  const { t } = useTranslation('common');
  const locale = useLocale();
  const inputId = useId();
  const popupId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);

  const close = (returnFocus: boolean) => {
    setOpen(false);
    onBlur?.();
    if (returnFocus) toggleRef.current?.focus();
  };

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
    <div ref={rootRef} className="qis-date-picker">
      <label htmlFor={inputId} className="qis-date-picker__label">
        {label}
      </label>
      <div className="qis-date-picker__control">
        <input
          id={inputId}
          className="qis-input qis-date-picker__value"
          readOnly
          value={longCalendarDate(value, locale)}
        />
        <Button
          ref={toggleRef}
          className="qis-date-picker__toggle no-print"
          aria-label={t('datePicker.open')}
          aria-expanded={open}
          aria-controls={open ? popupId : undefined}
          onClick={() => (open ? close(false) : setOpen(true))}
        >
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <path
              fill="currentColor"
              d="M7 2h2v2h6V2h2v2h3a1 1 0 011 1v15a1 1 0 01-1 1H4a1 1 0 01-1-1V5a1 1 0 011-1h3V2zm12 8H5v9h14v-9zM7 12h3v3H7v-3z"
            />
          </svg>
        </Button>
      </div>
      {open ? (
        <div
          id={popupId}
          role="dialog"
          aria-label={t('datePicker.dialog')}
          className="qis-date-picker__popup"
          onKeyDown={(event) => {
            if (event.key === 'Escape') {
              event.stopPropagation();
              close(true);
            }
          }}
        >
          <Calendar
            selected={value}
            min={min}
            max={max}
            autoFocus
            onSelect={(date) => {
              onChange(date);
              close(true);
            }}
          />
        </div>
      ) : null}
    </div>
  );
}
