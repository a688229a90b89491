import { describe, expect, it } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import { VisuallyHidden } from './VisuallyHidden';

describe('VisuallyHidden', () => {
  it('keeps its text in the accessibility tree, as a span unless told otherwise', () => {
    render(
      <>
        <button type="button">
          ✕<VisuallyHidden> Close</VisuallyHidden>
        </button>
        <VisuallyHidden as="label" htmlFor="question">
          Your question
        </VisuallyHidden>
        <textarea id="question" />
        <VisuallyHidden as="div" role="status" aria-live="polite">
          Answer ready
        </VisuallyHidden>
      </>,
    );
    expect(screen.getByRole('button')).toHaveAccessibleName('✕ Close');
    expect(screen.getByRole('textbox', { name: 'Your question' })).toBeInTheDocument();
    const status = screen.getByRole('status');
    expect(status.tagName).toBe('DIV');
    expect(status).toHaveClass('qis-visually-hidden');
    expect(screen.getByText('Close').tagName).toBe('SPAN');
  });

  it('clips a table inside a 1 px box: a table is as wide as its content whatever width it is given', () => {
    render(
      <VisuallyHidden as="table" aria-label="Weights">
        <tbody>
          <tr>
            <td>2 novembre 2026</td>
            <td>82,5 kg</td>
          </tr>
        </tbody>
      </VisuallyHidden>,
    );
    const table = screen.getByRole('table', { name: 'Weights' });
    expect(table).not.toHaveClass('qis-visually-hidden');
    const clip = table.parentElement!;
    expect(clip).toHaveClass('qis-visually-hidden');
    expect(clip.tagName).toBe('DIV');
    expect(screen.getByRole('cell', { name: '82,5 kg' })).toBeInTheDocument();
  });
});
