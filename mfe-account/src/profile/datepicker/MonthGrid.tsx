import { useEffect, useId, useMemo, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PROFILE_NS } from '../i18n';
import { addDays, addMonths, compareCalendarDates, sameCalendarDate, type CalendarDate } from '../dates';
import { longDate, monthTitle, monthWeeks, weekdayNames } from './calendar';
import styles from './DatePicker.module.css';

interface MonthGridProps {
  id: string;
  /** The day keyboard focus sits on; its month is the one shown. */
  focused: CalendarDate;
  onFocusedChange: (date: CalendarDate) => void;
  selected: CalendarDate;
  today: CalendarDate;
  /** The last day that can be picked: a weight cannot be weighed in the future. */
  max: CalendarDate;
  locale: string;
  onPick: (date: CalendarDate) => void;
  onClose: () => void;
}

const KEY_STEPS: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 };

/**
 * One month as a table of day buttons with previous / next month buttons. Arrow keys move between
 * days (and across months), Enter or Space picks, Escape closes.
 */
export function MonthGrid({
  id,
  focused,
  onFocusedChange,
  selected,
  today,
  max,
  locale,
  onPick,
  onClose,
}: MonthGridProps) {
  const { t } = useTranslation(PROFILE_NS);
  const titleId = useId();
  const gridRef = useRef<HTMLTableElement>(null);
  const weeks = useMemo(() => monthWeeks(focused.year, focused.month), [focused.year, focused.month]);
  const weekdays = useMemo(() => weekdayNames(locale), [locale]);
  const isAfterMax = (date: CalendarDate) => compareCalendarDates(date, max) > 0;
  const nextMonth = addMonths(focused, 1);

  // Set by the arrow keys: focus then follows the focused day once the grid shows it, even when the
  // move changed the month and the previously focused button is gone.
  const keyboardMove = useRef(false);
  useEffect(() => {
    if (!keyboardMove.current) return;
    keyboardMove.current = false;
    gridRef.current?.querySelector<HTMLButtonElement>(`button[data-day="${focused.day}"]`)?.focus();
  }, [focused]);

  const clampToMax = (date: CalendarDate) => (isAfterMax(date) ? max : date);

  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    const step = KEY_STEPS[event.key];
    if (step !== undefined) {
      event.preventDefault();
      keyboardMove.current = true;
      onFocusedChange(clampToMax(addDays(focused, step)));
    }
  };

  const showMonth = (months: number) => {
    const first = addMonths(focused, months);
    const day = Math.min(focused.day, new Date(Date.UTC(first.year, first.month, 0)).getUTCDate());
    onFocusedChange(clampToMax({ ...first, day }));
  };

  return (
    <div
      id={id}
      role="dialog"
      aria-modal="false"
      aria-label={t('datePicker.dialog')}
      className={styles.popup}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.stopPropagation();
          onClose();
        }
      }}
    >
      <div className={styles.header}>
        <button
          type="button"
          className={styles.navButton}
          aria-label={t('datePicker.previousMonth')}
          onClick={() => showMonth(-1)}
        >
          <span aria-hidden="true">‹</span>
        </button>
        <h3 id={titleId} className={styles.monthTitle} aria-live="polite">
          {monthTitle(focused.year, focused.month, locale)}
        </h3>
        <button
          type="button"
          className={styles.navButton}
          aria-label={t('datePicker.nextMonth')}
          disabled={isAfterMax(nextMonth)}
          onClick={() => showMonth(1)}
        >
          <span aria-hidden="true">›</span>
        </button>
      </div>
      <table ref={gridRef} className={styles.grid} aria-labelledby={titleId} onKeyDown={onKeyDown}>
        <thead>
          <tr>
            {weekdays.map((weekday) => (
              <th key={weekday.long} scope="col" abbr={weekday.long} className={styles.weekday}>
                {weekday.short}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week, row) => (
            <tr key={row}>
              {week.map((date, column) => (
                <td key={column} className={styles.cell}>
                  {date ? (
                    <button
                      type="button"
                      data-day={date.day}
                      className={styles.day}
                      tabIndex={sameCalendarDate(date, focused) ? 0 : -1}
                      aria-label={longDate(date, locale)}
                      aria-pressed={sameCalendarDate(date, selected)}
                      aria-current={sameCalendarDate(date, today) ? 'date' : undefined}
                      disabled={isAfterMax(date)}
                      onClick={() => onPick(date)}
                      onFocus={() => {
                        if (!sameCalendarDate(date, focused)) onFocusedChange(date);
                      }}
                    >
                      {date.day}
                    </button>
                  ) : null}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
