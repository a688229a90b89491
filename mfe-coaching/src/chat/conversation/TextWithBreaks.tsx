import { Fragment, type ReactNode } from 'react';
import { LOCALES } from '@qis/contract';
import { Link } from '@qis/shared';

/** A screen of the portal named in an answer, e.g. "/fr/useful/food-database": locale first, then the path. */
const SCREEN_PATH = new RegExp(`(/(?:${LOCALES.join('|')})(?:/[a-z0-9-]+)+)`, 'g');

function withScreenLinks(line: string): ReactNode[] {
  return line.split(SCREEN_PATH).map((part, index) =>
    index % 2 === 1 ? (
      <Link key={index} to={part}>
        {part}
      </Link>
    ) : (
      part
    ),
  );
}

interface TextWithBreaksProps {
  text: string;
  /** The assistant's answers name the portal's screens by path: those become links. */
  linkScreens?: boolean;
}

/** Plain text whose newlines become line breaks; never parsed as markup. */
export function TextWithBreaks({ text, linkScreens = false }: TextWithBreaksProps) {
  return (
    <>
      {text.split('\n').map((line, index) => (
        <Fragment key={index}>
          {index > 0 ? <br /> : null}
          {linkScreens ? withScreenLinks(line) : line}
        </Fragment>
      ))}
    </>
  );
}
