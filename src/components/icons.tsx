// Small inline stroke icons (24×24, currentColor): no icon font or library in the bundle, and all decorative,
// so each is hidden from assistive technology; the text beside it carries the meaning.
import type { ReactNode } from 'react';

/**
 * The shared frame every icon draws in; features with icons of their own draw them in it too. `mirrored` icons
 * point along the reading direction (back, forward) and flip in right-to-left languages.
 */
export function Icon({ children, mirrored = false }: { children: ReactNode; mirrored?: boolean }) {
  return (
    <svg
      className={mirrored ? 'icon icon--mirrored' : 'icon'}
      viewBox="0 0 24 24"
      width="24"
      height="24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

export const CloseIcon = () => (
  <Icon>
    <path d="M6 6l12 12M18 6L6 18" />
  </Icon>
);

export const GlobeIcon = () => (
  <Icon>
    <circle cx="12" cy="12" r="9" />
    <path d="M3 12h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3z" />
  </Icon>
);

export const SparkIcon = () => (
  <Icon>
    <path d="M12 3l1.8 5.2L19 10l-5.2 1.8L12 17l-1.8-5.2L5 10l5.2-1.8L12 3zM19 16l.8 2.2L22 19l-2.2.8L19 22l-.8-2.2L16 19l2.2-.8L19 16z" />
  </Icon>
);

export const ChatIcon = () => (
  <Icon>
    <path d="M4 5h16v11H9l-5 4V5z" />
    <path d="M8 10h8M8 13h5" />
  </Icon>
);

export const FormIcon = () => (
  <Icon>
    <rect x="5" y="3" width="14" height="18" rx="2" />
    <path d="M9 8h6M9 12h6M9 16h4" />
  </Icon>
);

export const MessageIcon = () => (
  <Icon>
    <path d="M20 12a8 8 0 0 1-11.8 7L4 20l1.1-4A8 8 0 1 1 20 12z" />
    <path d="M9 9.5c0 3 2.5 5.5 5.5 5.5l1-1.5-2-1-1 .8a4 4 0 0 1-1.8-1.8l.8-1-1-2L9 9.5z" />
  </Icon>
);

export const StarIcon = () => (
  <Icon>
    <path d="M12 3.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L12 16.9l-5.2 2.7 1-5.8-4.3-4.1 5.9-.9L12 3.5z" />
  </Icon>
);

export const WalletIcon = () => (
  <Icon>
    <path d="M4 7a2 2 0 0 1 2-2h12v4" />
    <rect x="4" y="7" width="16" height="12" rx="2" />
    <path d="M16 13h2" />
  </Icon>
);

export const UserIcon = () => (
  <Icon>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21c0-4.4 3.6-8 8-8s8 3.6 8 8" />
  </Icon>
);
