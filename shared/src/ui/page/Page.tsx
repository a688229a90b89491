import { useId, type ReactNode } from 'react';
import './page.css';

export interface PageProps {
  /** The screen's name: the page's one h1, and the name of its region. */
  title: ReactNode;
  /** A sentence (or several paragraphs) under the title, saying what the screen is for. */
  intro?: ReactNode;
  /**
   * What heads the printout instead of the on-screen title, e.g. "Your meal plan for the week" rather
   * than the screen's name. Absent: the title prints.
   */
  printTitle?: ReactNode;
  /** A screen's own layout on top of the frame (e.g. a narrow, centred page). */
  className?: string;
  children?: ReactNode;
}

/**
 * The frame of every screen of the shell and the remotes: the title, an optional intro, then the screen's
 * sections. The whole frame is the print area: the shell's chrome and everything marked `no-print`
 * (the actions) stay off paper, and the frame drops its width limit, padding and card borders there.
 */
export function Page({ title, intro, printTitle, className, children }: PageProps) {
  const titleId = useId();
  return (
    <section className={className ? `qis-page ${className}` : 'qis-page'} aria-labelledby={titleId}>
      <div className="qis-page__header">
        <h1 id={titleId} className={printTitle ? 'qis-page__title no-print' : 'qis-page__title'}>
          {title}
        </h1>
        {printTitle ? <p className="qis-page__title print-only">{printTitle}</p> : null}
        {intro === undefined || intro === null ? null : typeof intro === 'string' ? (
          <p className="qis-page__intro">{intro}</p>
        ) : (
          <div className="qis-page__intro">{intro}</div>
        )}
      </div>
      {children}
    </section>
  );
}

/** A row of buttons for the screen (search, print, back); never printed. */
export function PageActions({ children }: { children: ReactNode }) {
  return <div className="qis-page__actions no-print">{children}</div>;
}
