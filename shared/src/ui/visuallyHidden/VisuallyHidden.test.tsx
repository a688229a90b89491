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
});
