import { describe, expect, it, jest } from '@jest/globals';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithPortal } from '@qis/shared/testing';
import '../i18n';
import { addDays } from '@qis/contract';
import { today } from '../days';
import { DayNav } from './DayNav';

describe('the day’s navigation', () => {
  it('moves a day back and forth with the arrows, and shows “today” only on another day', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    const now = today();
    const { rerender } = renderWithPortal(<DayNav day={now} locale="fr" onChange={onChange} />, {
      path: '/fr/diary',
    });
    expect(screen.queryByRole('button', { name: "Aujourd'hui" })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Jour précédent' }));
    expect(onChange).toHaveBeenLastCalledWith(addDays(now, -1));
    await user.click(screen.getByRole('button', { name: 'Jour suivant' }));
    expect(onChange).toHaveBeenLastCalledWith(addDays(now, 1));

    rerender(<DayNav day={addDays(now, -3)} locale="fr" onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: "Aujourd'hui" }));
    expect(onChange).toHaveBeenLastCalledWith(now);
  });

  it('opens the calendar from the date, which is the day’s heading, and closes it with Escape', async () => {
    const user = userEvent.setup();
    renderWithPortal(<DayNav day="2026-03-02" locale="en" onChange={() => undefined} />, {
      path: '/en/diary',
    });
    const heading = screen.getByRole('heading', { level: 2 });
    expect(heading).toHaveTextContent('Monday, March 2');
    const date = screen.getByRole('button', { name: /choose another day in the calendar/ });
    expect(date).toHaveAccessibleName(expect.stringContaining(heading.textContent ?? ''));
    expect(date).toHaveAttribute('aria-expanded', 'false');
    await user.click(date);
    expect(date).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByRole('grid')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(date).toHaveAttribute('aria-expanded', 'false');
    expect(date).toHaveFocus();
  });
});
