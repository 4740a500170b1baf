// Whether to offer "Install app": the browser's own offer where it made one, or on iOS Safari (which makes none)
// the Add to Home Screen hint, unless the app already runs installed.
import { useSyncExternalStore } from 'react';
import { installOffer } from './install-offer';

export type InstallOption = 'prompt' | 'iosHint' | null;

function runsInstalled(): boolean {
  const iosStandalone = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return iosStandalone || window.matchMedia('(display-mode: standalone)').matches;
}

function currentOption(): InstallOption {
  if (installOffer.event) return 'prompt';
  const ios = /iphone|ipad|ipod/i.test(navigator.userAgent);
  return ios && !runsInstalled() ? 'iosHint' : null;
}

/** No offer on a page the server renders, nor while the browser hydrates it: the button appears after. */
export function useInstallOption(): InstallOption {
  return useSyncExternalStore(
    (listener) => {
      installOffer.listeners.add(listener);
      return () => installOffer.listeners.delete(listener);
    },
    currentOption,
    () => null,
  );
}
