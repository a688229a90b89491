import { createElement, type ComponentPropsWithoutRef } from 'react';
import './visuallyHidden.css';

type Tag = 'span' | 'p' | 'div' | 'label' | 'caption' | 'table' | 'h1' | 'h2';

export type VisuallyHiddenProps<T extends Tag> = { as?: T } & ComponentPropsWithoutRef<T>;

/**
 * Content for screen readers only (a label, a caption, a live region, a chart's data table): a span
 * unless `as` names the element. A table is never narrower than its content, whatever its width says,
 * so it is clipped by a wrapper instead: a hidden table wider than a phone would make the page scroll
 * sideways.
 */
export function VisuallyHidden<T extends Tag = 'span'>({ as, className, ...rest }: VisuallyHiddenProps<T>) {
  if (as === 'table') {
    return (
      <div className="qis-visually-hidden" data-visually-hidden="table">
        {createElement('table', { ...(rest as object), className })}
      </div>
    );
  }
  const classes = className ? `qis-visually-hidden ${className}` : 'qis-visually-hidden';
  return createElement(as ?? 'span', { ...(rest as object), className: classes });
}
