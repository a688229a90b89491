import { useMemo } from 'react';
import { sanitizeHtml } from './sanitizeHtml';

export interface SafeHtmlProps {
  html: string;
  className?: string;
}

/** Renders HTML from the API only after sanitizing it. */
export function SafeHtml({ html, className }: SafeHtmlProps) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
