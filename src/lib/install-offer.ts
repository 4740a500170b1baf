// The browser's offer to install the PWA (`beforeinstallprompt`) comes once, early: the entry starts listening
// at once and keeps the offer here until the install button (a lazy chunk) asks for it.
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
