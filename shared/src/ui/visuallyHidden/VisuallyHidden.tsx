import { createElement, type ComponentPropsWithoutRef } from 'react';
import './visuallyHidden.css';

type Tag = 'span' | 'p' | 'div' | 'label' | 'caption' | 'table' | 'h1' | 'h2';

export type VisuallyHiddenProps<T extends Tag> = { as?: T } & ComponentPropsWithoutRef<T>;

/** Text for screen readers only (a label, a caption, a live region): a span unless `as` names the element. */
export function VisuallyHidden<T extends Tag = 'span'>({ as, className, ...rest }: VisuallyHiddenProps<T>) {
  const classes = className ? `qis-visually-hidden ${className}` : 'qis-visually-hidden';
  return createElement(as ?? 'span', { ...(rest as object), className: classes });
}
