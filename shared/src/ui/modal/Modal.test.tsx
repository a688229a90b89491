import { describe, expect, it, jest } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { initI18n } from '../../i18n/i18n';
import { Modal } from './Modal';

initI18n('en');

/** A page with a button that opens a dialog holding two controls, like a real screen. */
function Harness({ onClose = () => undefined }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  const close = () => {
    onClose();
    setOpen(false);
  };
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open recipe
      </button>
      <Modal open={open} title="Recipe" onClose={close} footer={<button type="button">Print it</button>}>
        <label>
          Portions <input />
        </label>
      </Modal>
    </>
  );
}

describe('Modal', () => {
  it('renders nothing while closed', () => {
    render(
      <Modal open={false} title="Hidden" onClose={() => undefined}>
        content
      </Modal>,
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('is a modal dialog named by its title, rendered into document.body', () => {
    const { container } = render(
      <Modal open title="Recipe" onClose={() => undefined}>
        <p>Mix well</p>
      </Modal>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Recipe' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveTextContent('Mix well');
    expect(container).not.toContainElement(dialog);
    expect(dialog.closest('.qis-modal-root')?.parentElement).toBe(document.body);
    expect(document.body).toHaveClass('qis-modal-open');
  });

  it('moves focus to the first control of its content when it opens', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open recipe' }));
    expect(screen.getByRole('textbox', { name: 'Portions' })).toHaveFocus();
  });

  it('keeps Tab and Shift+Tab inside the dialog', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open recipe' }));
    const close = screen.getByRole('button', { name: 'Close' });
    const input = screen.getByRole('textbox', { name: 'Portions' });
    const print = screen.getByRole('button', { name: 'Print it' });

    await user.tab();
    expect(print).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab();
    expect(input).toHaveFocus();
    await user.tab({ shift: true });
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(print).toHaveFocus();
  });

  it('closes on Escape and gives focus back to the button that opened it', async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    render(<Harness onClose={onClose} />);
    const opener = screen.getByRole('button', { name: 'Open recipe' });
    await user.click(opener);
    expect(opener).not.toHaveFocus();

    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
    expect(document.body).not.toHaveClass('qis-modal-open');
  });

  it('closes from its close button and from a click on the backdrop, not from a click inside', async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    render(
      <Modal open title="Recipe" onClose={onClose}>
        <p>Mix well</p>
      </Modal>,
    );
    await user.click(screen.getByText('Mix well'));
    expect(onClose).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);

    const backdrop = document.querySelector('.qis-modal-backdrop');
    if (!backdrop) throw new Error('no backdrop');
    await user.click(backdrop);
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('lets only the topmost of two open dialogs react to Escape', async () => {
    const user = userEvent.setup();
    const closeOuter = jest.fn();
    const closeInner = jest.fn();
    render(
      <>
        <Modal open title="Plan" onClose={closeOuter}>
          <button type="button">Outer action</button>
        </Modal>
        <Modal open title="Recipe" onClose={closeInner}>
          <button type="button">Inner action</button>
        </Modal>
      </>,
    );
    await user.keyboard('{Escape}');
    expect(closeInner).toHaveBeenCalledTimes(1);
    expect(closeOuter).not.toHaveBeenCalled();
  });

  it('adds the caller’s class name to the dialog', () => {
    render(
      <Modal open title="Recipe" onClose={() => undefined} className="nutrition-recipe">
        x
      </Modal>,
    );
    expect(screen.getByRole('dialog')).toHaveClass('qis-modal', 'nutrition-recipe');
  });
});
