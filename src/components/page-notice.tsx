// A page that has nothing to show says so: what was asked for, why it is not there, and a way on (a city page
// for a place that is not served, or one that failed to load).
import type { ReactNode } from 'react';
import { SparkIcon } from './icons';

interface PageNoticeProps {
  eyebrow: string;
  title: string;
  body: string;
  headingLevel?: 1 | 2;
  action?: ReactNode;
}

export function PageNotice({ eyebrow, title, body, headingLevel = 1, action }: PageNoticeProps) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <section className="page-notice">
      <span className="page-notice__badge" aria-hidden="true">
        <SparkIcon />
      </span>
      <p className="page-notice__eyebrow">{eyebrow}</p>
      <Heading className="page-notice__title">{title}</Heading>
      <p className="page-notice__body">{body}</p>
      {action}
    </section>
  );
}
