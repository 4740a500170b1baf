// Builds links that keep the current `/{country}/{lang}/` prefix, so a visitor who arrived on a localised
// address stays on localised addresses.
import { useCallback } from 'react';
import { useLocation } from 'react-router';
import { localePath, splitLocalePath, type LocalePrefix } from '../domain/routes';

export function useLocalePrefix(): LocalePrefix | null {
  return splitLocalePath(useLocation().pathname).prefix;
}

export function useLocalePath(): (path: string) => string {
  const prefix = useLocalePrefix();
  return useCallback((path: string) => localePath(path, prefix), [prefix]);
}
