// The browser's offer to install the PWA (`beforeinstallprompt`) comes once, early: the entry starts listening
// at once (a served page's inline script from before it, scripts-after-paint.ts) and keeps the offer here until
// the install button (a lazy chunk) asks for it.
import { EARLY_INSTALL_OFFER } from '../domain/page-render';

export interface BeforeInstallPromptEvent extends Event {
  prompt: () => Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

export const installOffer: { event: BeforeInstallPromptEvent | null; listeners: Set<() => void> } = {
  event: null,
  listeners: new Set(),
};

function setOffer(event: BeforeInstallPromptEvent | null): void {
  installOffer.event = event;
  installOffer.listeners.forEach((listener) => listener());
}

export function listenForInstallOffer(): void {
  const early = (window as unknown as Record<string, BeforeInstallPromptEvent | undefined>)[
    EARLY_INSTALL_OFFER
  ];
  if (early) setOffer(early);
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    setOffer(event as BeforeInstallPromptEvent);
  });
  window.addEventListener('appinstalled', () => setOffer(null));
}

/** Shows the browser's install dialog; an offer can be used once, whatever the answer. */
export async function promptInstall(): Promise<boolean> {
  const offer = installOffer.event;
  if (!offer) return false;
  setOffer(null);
  await offer.prompt();
  return (await offer.userChoice).outcome === 'accepted';
}
