import { describe, expect, it } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { Page, PageActions } from './Page';
import { PageSection } from './PageSection';

describe('Page', () => {
  it('names its region with the title, the one h1, and shows the intro under it', () => {
    render(
      <Page title="QIS table" intro="Pick a category.">
        <p>content</p>
      </Page>,
    );
    const region = screen.getByRole('region', { name: 'QIS table' });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(region).toContainElement(screen.getByText('Pick a category.'));
    expect(screen.getByText('Pick a category.').tagName).toBe('P');
    expect(region).toContainElement(screen.getByText('content'));
  });

  it('leaves the intro out when there is none, and wraps paragraphs without nesting them', () => {
    const { container, rerender } = render(<Page title="Profile" />);
    expect(container.querySelector('.qis-page__intro')).toBeNull();
    rerender(
      <Page
        title="What is QIS?"
        intro={
          <>
            <p>first</p>
            <p>second</p>
          </>
        }
      />,
    );
    expect(screen.getByText('first').parentElement?.tagName).toBe('DIV');
    expect(container.querySelectorAll('.qis-page__intro p')).toHaveLength(2);
  });

  it('prints the print title instead of the on-screen title', () => {
    render(<Page title="Your weekly meal plan" printTitle="Meal plan for the week" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Your weekly meal plan' })).toHaveClass('no-print');
    expect(screen.getByText('Meal plan for the week')).toHaveClass('print-only');
  });

  it('keeps the title on paper when there is no print title, and the actions off it', () => {
    render(
      <Page title="Tip of the day">
        <PageActions>
          <button type="button">Print</button>
        </PageActions>
      </Page>,
    );
    expect(screen.getByRole('heading', { level: 1 })).not.toHaveClass('no-print');
    expect(screen.getByRole('button', { name: 'Print' }).parentElement).toHaveClass('no-print');
  });

  it('adds a screen class to the frame', () => {
    render(<Page title="Error" className="shell-error" />);
    expect(screen.getByRole('region', { name: 'Error' })).toHaveClass('qis-page', 'shell-error');
  });
});

describe('PageSection', () => {
  it('is a region named by its h2, drawn as a card unless plain', () => {
    const { rerender } = render(
      <PageSection title="Your account">
        <p>form</p>
      </PageSection>,
    );
    const section = screen.getByRole('region', { name: 'Your account' });
    expect(screen.getByRole('heading', { level: 2, name: 'Your account' })).toBeInTheDocument();
    expect(section).toHaveClass('qis-page__section--card');
    expect(section).toContainElement(screen.getByText('form'));
    rerender(<PageSection title="Your account" variant="plain" />);
    expect(screen.getByRole('region', { name: 'Your account' })).toHaveClass('qis-page__section--plain');
  });

  it('renders an article for content that stands alone', () => {
    render(<PageSection as="article" title="Recipe of the day" />);
    expect(screen.getByRole('article', { name: 'Recipe of the day' })).toBeInTheDocument();
  });

  it('lets the screen focus its heading without putting it in the tab order', () => {
    const ref = createRef<HTMLHeadingElement>();
    const { rerender } = render(<PageSection title="Your result" headingRef={ref} />);
    ref.current?.focus();
    expect(screen.getByRole('heading', { name: 'Your result' })).toHaveFocus();
    expect(ref.current).toHaveAttribute('tabindex', '-1');
    rerender(<PageSection title="Other" />);
    expect(screen.getByRole('heading', { name: 'Other' })).not.toHaveAttribute('tabindex');
  });
});
