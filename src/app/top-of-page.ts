// Every navigation opens its page at the top, as following a link does on any site: the vehicles list and the
// summary used to open where the form had been scrolled to, their headings out of view. Going back or forward
// (POP) is left to the browser, which puts the rider where they were; a change of language alone keeps the place
// on the page the rider is reading.
import { useEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { splitLocalePath } from '../domain/routes';

export function useTopOfPageOnNavigation(): void {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  const page = splitLocalePath(pathname).rest;
  useEffect(() => {
    if (navigationType !== 'POP') window.scrollTo(0, 0);
  }, [page, navigationType]);
}
