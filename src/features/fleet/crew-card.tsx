// One driver or travel company: avatar initials, name, phone, the account badge (Verified green, pending yellow,
// Blocked red), Online / Offline, a driver's document to renew, and a menu with the moves its status allows plus
// Track, Documents and Remove.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ROUTES } from '../../domain/routes';
import { accountActionsFor, type AccountAction, type CrewMember } from '../../domain/drivers/fleet';
import { isPendingRow, type Pending } from '../../domain/outbox-overlay';
import { MoreIcon } from '../../components/screen-icons';
import { useLocalePath } from '../../lib/use-locale-path';
import { RatingBadge } from './driver-ratings';
import type { CrewKind } from './fleet-keys';

interface CrewCardProps {
  kind: CrewKind;
  member: Pending<CrewMember>;
  /** Riders' average for a driver, once rated. */
  rating?: { average: number; count: number };
  /** A driver's soonest document to renew: expired (blocks rides) or expiring within 30 days. */
  documentNote?: { text: string; expired: boolean } | undefined;
  busy: boolean;
  onAction: (action: AccountAction) => void;
  onRemove: () => void;
  onDocuments?: (() => void) | undefined;
}

export function CrewCard(props: CrewCardProps) {
  const { kind, member, rating, documentNote, busy, onAction, onRemove, onDocuments } = props;
  const { t } = useTranslation();
  const to = useLocalePath();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuRef = useRef<HTMLDivElement>(null);
  const name = `${member.firstName} ${member.lastName}`.trim();
  const initials = name
    .split(/\s+/)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? '')
    .join('');

  useEffect(() => {
    if (!menuOpen) return;
    const close = (event: MouseEvent | KeyboardEvent) => {
      if (
        event instanceof KeyboardEvent
          ? event.key === 'Escape'
          : !menuRef.current?.contains(event.target as Node)
      ) {
        setMenuOpen(false);
      }
    };
    document.addEventListener('mousedown', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('mousedown', close);
      document.removeEventListener('keydown', close);
    };
  }, [menuOpen]);

  function pick(run: () => void) {
    setMenuOpen(false);
    run();
  }

  return (
    <article className="crew-card" aria-label={name}>
      <span className="crew-card__avatar" aria-hidden="true">
        {initials}
      </span>
      <div className="crew-card__body">
        <p className="crew-card__name">{name}</p>
        <p className="muted">
          <span dir="ltr">{member.phone}</span>
        </p>
        <div className="crew-card__badges">
          <span className={`badge badge--${member.accountStatus}`}>
            {t(`partner.crew.status.${member.accountStatus}`)}
          </span>
          <span className={`badge badge--${member.online ? 'online' : 'offline'}`}>
            {member.online ? t('partner.fleet.online') : t('partner.fleet.offline')}
          </span>
          {rating ? <RatingBadge average={rating.average} count={rating.count} /> : null}
          {documentNote ? (
            <span className={`badge badge--${documentNote.expired ? 'Blocked' : 'pending'}`}>
              {documentNote.text}
            </span>
          ) : null}
          {member.pendingSync ? (
            <span className="badge badge--pending-sync">{t('offline.pendingBadge')}</span>
          ) : null}
        </div>
      </div>
      <div className="crew-card__menu" ref={menuRef}>
        <button
          type="button"
          className="icon-button"
          aria-haspopup="menu"
          aria-expanded={menuOpen}
          aria-label={t('partner.common.menu', { name })}
          disabled={busy || isPendingRow(member.id)}
          onClick={() => setMenuOpen((open) => !open)}
        >
          <MoreIcon />
        </button>
        {menuOpen ? (
          <div className="menu" role="menu" aria-label={t('partner.common.menu', { name })}>
            {accountActionsFor(member.accountStatus).map((action) => (
              <button
                key={action}
                type="button"
                role="menuitem"
                className="menu__item"
                onClick={() => pick(() => onAction(action))}
              >
                {t(`partner.crew.actions.${action}`)}
              </button>
            ))}
            {kind === 'drivers' ? (
              <Link
                role="menuitem"
                className="menu__item"
                to={`${to(ROUTES.trackDriver)}?driverId=${encodeURIComponent(member.id)}`}
              >
                {t('partner.crew.actions.track')}
              </Link>
            ) : null}
            {onDocuments ? (
              <button type="button" role="menuitem" className="menu__item" onClick={() => pick(onDocuments)}>
                {t('driverDocuments.menu')}
              </button>
            ) : null}
            <button
              type="button"
              role="menuitem"
              className="menu__item menu__item--danger"
              onClick={() => pick(onRemove)}
            >
              {t('partner.crew.actions.remove')}
            </button>
          </div>
        ) : null}
      </div>
    </article>
  );
}
