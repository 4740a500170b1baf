// The conversation as a log: the person's messages on the right, the assistant's on the left, the latest
// assistant message's choices as buttons that send their text, and the typing placeholder while a turn is out.
// Shared by the rider's booking chat and the partner's operations chat.
import './chat.css';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatMessage } from '../../domain/assistants/booking-text/agent-parse-contract';

interface ChatLogProps {
  messages: readonly ChatMessage[];
  pending: string | null;
  onChoice: (text: string) => void;
}

export function ChatLog({ messages, pending, onChoice }: ChatLogProps) {
  const { t } = useTranslation();
  const end = useRef<HTMLDivElement>(null);
  const lastAgent = messages.findLastIndex((message) => message.role === 'agent');
  const choicesOpen = pending === null && lastAgent === messages.length - 1;

  useEffect(() => {
    // A conversation of one greeting has nothing to scroll to; scrolling would move the page it sits in.
    if (messages.length < 2 && pending === null) return;
    end.current?.scrollIntoView?.({ block: 'nearest' });
  }, [messages.length, pending]);

  return (
    <div className="chat-log" role="log" aria-label={t('chat.conversation')} aria-live="polite">
      <ol className="chat-log__list">
        {messages.map((message, index) => (
          <Bubble key={`${index}-${message.createdAt ?? ''}`} message={message}>
            {choicesOpen && index === lastAgent && message.choices.length > 0 ? (
              <div className="chat-choices" role="group" aria-label={t('chat.choicesLabel')}>
                {message.choices.map((choice) => (
                  <button key={choice} type="button" className="chat-choice" onClick={() => onChoice(choice)}>
                    {choice}
                  </button>
                ))}
              </div>
            ) : null}
          </Bubble>
        ))}
        {pending !== null ? (
          <>
            <Bubble message={{ role: 'user', text: pending, choices: [] }} />
            <li className="chat-message chat-message--agent">
              <span className="visually-hidden">{t('chat.agent')}: </span>
              <p className="chat-message__bubble chat-message__bubble--typing" role="status">
                <span className="chat-typing" aria-hidden="true">
                  <span />
                  <span />
                  <span />
                </span>
                <span className="visually-hidden">{t('chat.typing')}</span>
              </p>
            </li>
          </>
        ) : null}
      </ol>
      <div ref={end} />
    </div>
  );
}

function Bubble({ message, children }: { message: ChatMessage; children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <li className={`chat-message chat-message--${message.role}`}>
      <span className="visually-hidden">{message.role === 'user' ? t('chat.you') : t('chat.agent')}: </span>
      <p className="chat-message__bubble">{message.text}</p>
      {children}
    </li>
  );
}
