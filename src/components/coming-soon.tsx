// The honest placeholder for a screen that is not built yet: it names the screen and says so, never a blank page.
import type { ReactNode } from 'react';
import { SparkIcon } from './icons';

interface ComingSoonProps {
  eyebrow: string;
  title: string;
  body: string;
  headingLevel?: 1 | 2;
  action?: ReactNode;
}

export function ComingSoon({ eyebrow, title, body, headingLevel = 1, action }: ComingSoonProps) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <section className="coming-soon">
      <span className="coming-soon__badge" aria-hidden="true">
        <SparkIcon />
      </span>
      <p className="coming-soon__eyebrow">{eyebrow}</p>
      <Heading className="coming-soon__title">{title}</Heading>
      <p className="coming-soon__body">{body}</p>
      {action}
    </section>
  );
}
