import { describe, expect, it, jest } from '@jest/globals';
import { useState } from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithPortal } from '../../testing/renderWithPortal';
import { DatePicker } from './DatePicker';
import { calendarDateAt, type CalendarDate } from '@qis/contract';

function Harness({
  initial,
  onChange,
  max,
}: {
  initial: CalendarDate;
  onChange: (date: CalendarDate) => void;
  max?: CalendarDate;
}) {
  const [value, setValue] = useState(initial);
  return (
    <DatePicker
      label="Date"
      value={value}
      max={max}
      onChange={(date) => {
        setValue(date);
        onChange(date);
      }}
    />
  );
}

const dayButton = (name: RegExp) => screen.getByRole('button', { name });

describe('DatePicker (the UI kit, on react-day-picker)', () => {
  it('shows its value in the page language and opens a Monday-first month on the chosen day', async () => {
    const user = userEvent.setup();
    renderWithPortal(<Harness initial={{ year: 2025, month: 3, day: 14 }} onChange={() => {}} />, {
      path: '/fr/profile',
    });
    expect(screen.getByLabelText('Date')).toHaveValue('14 mars 2025');
    const toggle = screen.getByRole('button', { name: 'Ouvrir le calendrier' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const dialog = screen.getByRole('dialog', { name: 'Calendrier' });
    expect(within(dialog).getByRole('grid', { name: 'mars 2025' })).toBeInTheDocument();
    const chosen = dayButton(/14 mars 2025/);
    expect(chosen.closest('[role="gridcell"]')).toHaveAttribute('aria-selected', 'true');
    expect(chosen).toHaveFocus();
    const weekdays = dialog.querySelectorAll('.rdp-weekday');
    expect(weekdays[0]).toHaveAttribute('aria-label', 'lundi');
    expect(weekdays[6]).toHaveAttribute('aria-label', 'dimanche');
  });

  it('moves with the arrow keys and the month buttons, and picks with Enter', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn<(date: CalendarDate) => void>();
    renderWithPortal(<Harness initial={{ year: 2025, month: 3, day: 31 }} onChange={onChange} />, {
      path: '/fr/profile',
    });
    await user.click(screen.getByRole('button', { name: 'Ouvrir le calendrier' }));

    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('grid', { name: 'avril 2025' })).toBeInTheDocument();
    expect(dayButton(/^mardi 1 avril 2025/)).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(dayButton(/^mardi 25 mars 2025/)).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Mois précédent' }));
    expect(screen.getByRole('grid', { name: 'février 2025' })).toBeInTheDocument();
    dayButton(/^mardi 25 février 2025/).focus();
    await user.keyboard('{Enter}');

    expect(onChange).toHaveBeenCalledWith({ year: 2025, month: 2, day: 25 });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Date')).toHaveValue('25 février 2025');
    expect(screen.getByRole('button', { name: 'Ouvrir le calendrier' })).toHaveFocus();
  });

  it('closes on Escape without changing the date, and returns focus to the calendar button', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn<(date: CalendarDate) => void>();
    renderWithPortal(<Harness initial={{ year: 2025, month: 3, day: 14 }} onChange={onChange} />, {
      path: '/de/profile',
    });
    await user.click(screen.getByRole('button', { name: 'Kalender öffnen' }));
    await user.keyboard('{ArrowLeft}{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Date')).toHaveValue('14. März 2025');
    expect(screen.getByRole('button', { name: 'Kalender öffnen' })).toHaveFocus();
  });

  it('closes on a click outside without changing the date', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn<(date: CalendarDate) => void>();
    renderWithPortal(<Harness initial={{ year: 2025, month: 3, day: 14 }} onChange={onChange} />, {
      path: '/en/profile',
    });
    await user.click(screen.getByRole('button', { name: 'Open the calendar' }));
    expect(screen.getByRole('dialog', { name: 'Calendar' })).toBeInTheDocument();
    await user.click(document.body);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('marks today and refuses the days after the maximum', async () => {
    const user = userEvent.setup();
    const today = calendarDateAt(new Date(), 'local');
    const onChange = jest.fn<(date: CalendarDate) => void>();
    renderWithPortal(<Harness initial={today} max={today} onChange={onChange} />, { path: '/nl/profile' });
    await user.click(screen.getByRole('button', { name: 'Kalender openen' }));
    const todayCell = document.querySelector('[role="gridcell"].rdp-today');
    expect(todayCell).toHaveTextContent(String(today.day));
    expect(screen.getByRole('button', { name: 'Volgende maand' })).toHaveAttribute('aria-disabled', 'true');
    const later = document.querySelectorAll<HTMLElement>('.rdp-disabled .rdp-day_button');
    const daysLeftInMonth = new Date(today.year, today.month, 0).getDate() - today.day;
    expect(later).toHaveLength(daysLeftInMonth);
    if (later[0]) {
      await user.click(later[0]);
      expect(onChange).not.toHaveBeenCalled();
    }
  });
});
