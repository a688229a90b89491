import { describe, expect, it, jest } from '@jest/globals';
import { useState } from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { todayCalendarDate, type CalendarDate } from '../dates';
import { DatePicker } from './DatePicker';
import '../i18n';
import { renderWithPortal } from '@qis/shared/testing';

const french = (date: CalendarDate) =>
  new Intl.DateTimeFormat('fr', { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(date.year, date.month - 1, date.day)),
  );

function Harness({ initial, onChange }: { initial: CalendarDate; onChange: (date: CalendarDate) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <DatePicker
      label="Date"
      value={value}
      onChange={(date) => {
        setValue(date);
        onChange(date);
      }}
    />
  );
}

describe('DatePicker', () => {
  it('shows its value and opens a month grid on the chosen day from the calendar button', async () => {
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
    expect(within(dialog).getByRole('heading', { name: 'mars 2025' })).toBeInTheDocument();
    const chosen = within(dialog).getByRole('button', { name: '14 mars 2025' });
    expect(chosen).toHaveAttribute('aria-pressed', 'true');
    expect(chosen).toHaveFocus();
    // Monday first: 1 March 2025 was a Saturday, the sixth column.
    const firstWeek = within(dialog).getAllByRole('row')[1] as HTMLElement;
    expect(within(firstWeek).getAllByRole('cell')[5]).toHaveTextContent('1');
  });

  it('moves with the arrow keys and the month buttons, and picks with Enter', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn<(date: CalendarDate) => void>();
    renderWithPortal(<Harness initial={{ year: 2025, month: 3, day: 31 }} onChange={onChange} />, {
      path: '/fr/profile',
    });
    await user.click(screen.getByRole('button', { name: 'Ouvrir le calendrier' }));

    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('heading', { name: 'avril 2025' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '1 avril 2025' })).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('button', { name: '25 mars 2025' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Mois précédent' }));
    expect(screen.getByRole('heading', { name: 'février 2025' })).toBeInTheDocument();
    screen.getByRole('button', { name: '25 février 2025' }).focus();
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
      path: '/fr/profile',
    });
    await user.click(screen.getByRole('button', { name: 'Ouvrir le calendrier' }));
    await user.keyboard('{ArrowLeft}{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Date')).toHaveValue('14 mars 2025');
    expect(screen.getByRole('button', { name: 'Ouvrir le calendrier' })).toHaveFocus();
  });

  it('marks today and refuses days after it', async () => {
    const user = userEvent.setup();
    const today = todayCalendarDate();
    renderWithPortal(<Harness initial={today} onChange={() => {}} />, { path: '/fr/profile' });
    await user.click(screen.getByRole('button', { name: 'Ouvrir le calendrier' }));
    expect(screen.getByRole('button', { name: french(today) })).toHaveAttribute('aria-current', 'date');
    expect(screen.getByRole('button', { name: 'Mois suivant' })).toBeDisabled();
    const tomorrow = new Date(today.year, today.month - 1, today.day + 1);
    if (tomorrow.getMonth() + 1 === today.month) {
      expect(
        screen.getByRole('button', {
          name: french({
            year: tomorrow.getFullYear(),
            month: tomorrow.getMonth() + 1,
            day: tomorrow.getDate(),
          }),
        }),
      ).toBeDisabled();
    }
  });
});
