// The WhatsApp booking page (spec 2.5): 'Book Taxi with Whatsapp AI', 'Continue on WhatsApp', and the button that
// opens a chat with the partner's WhatsApp number in a new tab, the chat's sample booking message already typed. Riders
// log in first (the phone popup, handed in by the app layer since features never import each other); once signed
// in, the button is a plain link, so the browser treats it as the rider's own click.
import './whatsapp.css';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { ROUTES } from '../../domain/routes';
import { whatsappLink } from '../../domain/assistants/whatsapp-link';
import { useBrand } from '../../lib/brand-store';
import { useToken } from '../../lib/session';
import { useLocalePath } from '../../lib/use-locale-path';
import { ArrowLeftIcon, ExternalIcon, WhatsappIcon } from './whatsapp-icons';

export interface WhatsappLoginPrompt {
  onClose: () => void;
  onSignedIn: () => void;
}

interface WhatsappBookingProps {
  renderLogin: (prompt: WhatsappLoginPrompt) => ReactNode;
  /** 1 on its own page (with the back arrow), 2 inside the booking home's tabs. */
  headingLevel?: 1 | 2;
}

function BackButton() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const to = useLocalePath();
  // Opened directly there is no previous page in this app to go back to: go to the home instead.
  const back = () => (location.key === 'default' ? void navigate(to(ROUTES.base)) : void navigate(-1));
  return (
    <button type="button" className="whatsapp__back" onClick={back}>
      <ArrowLeftIcon />
      <span className="visually-hidden">{t('whatsapp.back')}</span>
    </button>
  );
}

export function WhatsappBooking({ renderLogin, headingLevel = 1 }: WhatsappBookingProps) {
  const { t } = useTranslation();
  const brand = useBrand();
  const signedIn = useToken('user') !== null;
  const [loginOpen, setLoginOpen] = useState(false);
  const link = whatsappLink(brand.dialCode, brand.phone, t('chat.sample'));
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const onSignedIn = () => {
    setLoginOpen(false);
    if (link) window.open(link, '_blank', 'noopener,noreferrer');
  };

  return (
    <section className="whatsapp" aria-labelledby="whatsapp-title">
      <header className="whatsapp__head">
        {headingLevel === 1 ? <BackButton /> : null}
        <p className="whatsapp__eyebrow">{t('whatsapp.header')}</p>
      </header>
      <span className="whatsapp__badge" aria-hidden="true">
        <WhatsappIcon />
      </span>
      <Heading id="whatsapp-title" className="whatsapp__title">
        {t('whatsapp.title')}
      </Heading>
      <p className="whatsapp__body">{t('whatsapp.body', { businessName: brand.businessName })}</p>
      <p className="whatsapp__sample">
        <span className="whatsapp__sample-label">{t('whatsapp.sampleLabel')}</span> {t('chat.sample')}
      </p>
      {!link ? (
        <p className="form-error" role="alert">
          {t('whatsapp.noPhone', { businessName: brand.businessName })}
        </p>
      ) : signedIn ? (
        <a
          className="button button--primary whatsapp__button"
          href={link}
          target="_blank"
          rel="noopener noreferrer"
        >
          <WhatsappIcon />
          {t('whatsapp.button')}
          <ExternalIcon />
        </a>
      ) : (
        <button
          type="button"
          className="button button--primary whatsapp__button"
          onClick={() => setLoginOpen(true)}
        >
          <WhatsappIcon />
          {t('whatsapp.button')}
        </button>
      )}
      {link ? (
        <p className="whatsapp__note">{signedIn ? t('whatsapp.redirectNote') : t('whatsapp.loginNote')}</p>
      ) : null}
      {loginOpen ? renderLogin({ onClose: () => setLoginOpen(false), onSignedIn }) : null}
    </section>
  );
}
