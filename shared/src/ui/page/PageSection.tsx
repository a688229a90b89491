import { useId, type ReactNode, type Ref } from 'react';
import './page.css';

export interface PageSectionProps {
  /** The section's h2; it also names the section for assistive technology. */
  title: ReactNode;
  /** `article` for content that stands on its own (a tip, a recipe); `section` otherwise. */
  as?: 'section' | 'article';
  /** `card` (the default) draws the section as a white block; `plain` leaves it on the page. */
  variant?: 'card' | 'plain';
  /**
   * Given when the screen moves focus to the heading, e.g. when a result replaces the form the member
   * just used: the heading then takes focus without entering the tab order.
   */
  headingRef?: Ref<HTMLHeadingElement>;
  className?: string;
  children?: ReactNode;
}

/** One part of a Page under its own heading. */
export function PageSection({
  title,
  as: Element = 'section',
  variant = 'card',
  headingRef,
  className,
  children,
}: PageSectionProps) {
  const headingId = useId();
  const classes = ['qis-page__section', `qis-page__section--${variant}`, className].filter(Boolean).join(' ');
  return (
    <Element className={classes} aria-labelledby={headingId}>
      <h2
        id={headingId}
        ref={headingRef}
        tabIndex={headingRef ? -1 : undefined}
        className="qis-page__section-title"
      >
        {title}
      </h2>
      {children}
    </Element>
  );
}
