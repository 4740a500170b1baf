// The signed-in rider's account menu, opened from the header's account button: their rides, wallet, profile and
// log out. Fetched on the first open, so the rider frame every page loads carries none of it.
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ROUTES } from '../domain/routes';
import { useLocalePath } from '../lib/use-locale-path';

async function signOut(): Promise<void> {
  const { logout } = await import('../features/auth/logout');
  await logout('user');
}

/** A list that closes on a choice, on Escape (focus back on the button) and on a press outside the menu and its
 * button; `id` is the one the button's aria-controls names. */
export function AccountMenu({ id, onClose }: { id: string; onClose: () => void }) {
  const { t } = useTranslation();
  const to = useLocalePath();
  const menu = useRef<HTMLDivElement>(null);

  useEffect(() => {
    // The menu's parent holds the button too: pressing the button toggles rather than closing and reopening.
    const area = menu.current?.parentElement;
    const pressed = (event: PointerEvent) => {
      if (!area?.contains(event.target as Node)) onClose();
    };
    const escaped = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      onClose();
      area?.querySelector('button')?.focus();
    };
    document.addEventListener('pointerdown', pressed);
    document.addEventListener('keydown', escaped);
    return () => {
      document.removeEventListener('pointerdown', pressed);
      document.removeEventListener('keydown', escaped);
    };
  }, [onClose]);

  return (
    <div className="account-menu" id={id} ref={menu}>
      <ul className="account-menu__list" aria-label={t('auth.account')}>
        <li>
          <Link to={to(ROUTES.userRides)} onClick={onClose}>
            {t('riderRides.title')}
          </Link>
        </li>
        <li>
          <Link to={to(ROUTES.userWallet)} onClick={onClose}>
            {t('screens.userWallet')}
          </Link>
        </li>
        <li>
          <Link to={to(ROUTES.userProfile)} onClick={onClose}>
            {t('screens.userProfile')}
          </Link>
        </li>
        <li>
          <button
            type="button"
            onClick={() => {
              onClose();
              void signOut();
            }}
          >
            {t('auth.logout')}
          </button>
        </li>
      </ul>
    </div>
  );
}
