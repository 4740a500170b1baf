// The AI chat composed for the app: the chat feature's screen with the auth feature's phone login popup (features
// never import each other), as the rider home's Chat tab (a lazy chunk with its own query client, fetched on the
// rider's first touch of the chat, so the home carries no chat, socket or query code) and as the
// user/ai/taxi/booking and user/ai/agent pages.
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { ChatScreen, type ChatLoginPrompt, type ChatOpening } from '../../features/chat/chat-screen';
import { useBrand } from '../../lib/brand-store';
import { QueryScope } from '../query-scope';

const RiderLoginDialog = lazy(() =>
  import('../../features/auth/rider-login-dialog').then((m) => ({ default: m.RiderLoginDialog })),
);

function renderLogin({ onClose, onSignedIn }: ChatLoginPrompt) {
  return (
    <Suspense fallback={null}>
      <RiderLoginDialog open onClose={onClose} onSignedIn={onSignedIn} />
    </Suspense>
  );
}

export function HomeChat({ opening }: { opening?: ChatOpening | undefined }) {
  return (
    <QueryScope>
      <ChatScreen renderLogin={renderLogin} opening={opening} />
    </QueryScope>
  );
}

export function ChatPage() {
  const { t } = useTranslation();
  const brand = useBrand();
  return (
    <div className="chat-page">
      <title>{t('common.documentTitle', { page: t('chat.title'), businessName: brand.businessName })}</title>
      <div className="chat-page__card">
        <ChatScreen renderLogin={renderLogin} headingLevel={1} />
      </div>
    </div>
  );
}
