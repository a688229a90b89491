import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initI18n } from '../../i18n/i18n';
import { PrintButton } from './PrintButton';

initI18n('en');

const originalPrint = window.print;
afterEach(() => {
  window.print = originalPrint;
});

describe('PrintButton', () => {
  it('opens the browser print dialog and is itself hidden from the print', async () => {
    const user = userEvent.setup();
    const print = jest.fn();
    window.print = print;
    render(<PrintButton />);
    const button = screen.getByRole('button', { name: 'Print' });
    expect(button).toHaveClass('no-print');
    await user.click(button);
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('runs onPrint before printing and shows a custom label', async () => {
    const user = userEvent.setup();
    const calls: string[] = [];
    window.print = () => calls.push('print');
    render(<PrintButton label="Print the plan" onPrint={() => calls.push('prepare')} />);
    await user.click(screen.getByRole('button', { name: 'Print the plan' }));
    expect(calls).toEqual(['prepare', 'print']);
  });
});
