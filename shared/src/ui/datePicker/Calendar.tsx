import { DayPicker } from 'react-day-picker';
import { de, enGB, fr, nl } from 'react-day-picker/locale';
import { useTranslation } from 'react-i18next';
import 'react-day-picker/style.css';
import { calendarDateAt, localNoon, type CalendarDate, type Locale } from '@qis/contract';
import { useLocale } from '../../i18n/useLocale';
import './datePicker.css';

/** date-fns locales (with react-day-picker's translated labels): Monday first in all four. */
const CALENDAR_LOCALES: Record<Locale, typeof enGB> = { en: enGB, fr, de, nl };

export interface CalendarProps {
  selected: CalendarDate;
  onSelect: (date: CalendarDate) => void;
  /** The first and last days that can be picked; the month navigation stops at their months. */
  min?: CalendarDate;
  max?: CalendarDate;
  /** Focus the selected day on mount, as a native date dialog does. */
  autoFocus?: boolean;
  'aria-label'?: string;
}

/**
 * The portal's one calendar: react-day-picker (a keyboard-navigable grid announced to screen readers) in the
 * page's language, with the UI kit's look. Every app picks dates through this or {@link DatePicker}.
 */
export function Calendar({
  selected,
  onSelect,
  min,
  max,
  autoFocus,
  'aria-label': ariaLabel,
}: CalendarProps) {
  const { t } = useTranslation('common');
  const locale = useLocale();
  const disabled = [
    ...(min ? [{ before: localNoon(min) }] : []),
    ...(max ? [{ after: localNoon(max) }] : []),
  ];
  return (
    <DayPicker
      className="qis-calendar"
      mode="single"
      required
      locale={CALENDAR_LOCALES[locale]}
      labels={{
        labelPrevious: () => t('datePicker.previousMonth'),
        labelNext: () => t('datePicker.nextMonth'),
      }}
      selected={localNoon(selected)}
      defaultMonth={localNoon(selected)}
      startMonth={min ? localNoon(min) : undefined}
      endMonth={max ? localNoon(max) : undefined}
      disabled={disabled}
      autoFocus={autoFocus}
      onSelect={(date) => onSelect(calendarDateAt(date, 'local'))}
      aria-label={ariaLabel}
    />
  );
}
