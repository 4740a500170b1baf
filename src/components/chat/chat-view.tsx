// The rider's booking chat as drawn (spec 2.5): 'Book Taxi with AI', a suggested message, the conversation and
// the message box. Presentational, so the rider home can draw the chat before its code (socket, query client,
// login) has loaded, with the very markup the chat keeps once it has, and nothing moves when it takes over.
import './chat.css';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatMessage } from '../../domain/assistants/booking-text/agent-parse-contract';
import { CHAT_MESSAGE_MAX } from '../../domain/constants';
import { ChatComposer } from './chat-composer';
import { ChatHeader } from './chat-header';
import { ChatLog } from './chat-log';

export interface ChatViewProps {
  headingLevel: 1 | 2;
  messages: readonly ChatMessage[];
  pending: string | null;
  loading: boolean;
  problem: string | null;
  text: string;
  onText: (text: string) => void;
  /** Sends a message: the box's text, or a suggestion or choice the rider tapped (`fromBox` false). */
  onSend: (message: string, fromBox: boolean) => void;
  voice: { listening: boolean; onToggle: () => void };
  /** Focus the message box once drawn: the rider was typing in the box this one replaces. */
  focusBox?: boolean;
  children?: ReactNode;
}

export function ChatView(props: ChatViewProps) {
  const { headingLevel, messages, pending, loading, problem, text, onText, onSend } = props;
  const { t } = useTranslation();
  return (
    <section className="chat" aria-labelledby="chat-title">
      <ChatHeader
        id="chat-title"
        title={t('chat.title')}
        subtitle={t('chat.subtitle')}
        level={headingLevel}
      />
      <div className="chat__suggestions">
        <p className="chat__suggestions-label">{t('chat.suggestionsLabel')}</p>
        <button
          type="button"
          className="chat-chip"
          disabled={pending !== null}
          onClick={() => onSend(t('chat.sample'), false)}
        >
          {t('chat.sample')}
        </button>
      </div>
      {loading ? (
        <p className="chat__note" role="status">
          {t('chat.loadingHistory')}
        </p>
      ) : messages.length === 0 && pending === null ? (
        <p className="chat__note">{t('chat.empty')}</p>
      ) : null}
      <ChatLog messages={messages} pending={pending} onChoice={(choice) => onSend(choice, false)} />
      {problem ? (
        <p className="chat__problem" role="alert">
          {problem}
        </p>
      ) : null}
      <ChatComposer
        text={text}
        busy={pending !== null}
        maxLength={CHAT_MESSAGE_MAX}
        placeholder={t('chat.placeholder')}
        onText={onText}
        onSend={() => onSend(text, true)}
        voice={props.voice}
        autoFocus={props.focusBox ?? false}
      />
      {props.children}
    </section>
  );
}
