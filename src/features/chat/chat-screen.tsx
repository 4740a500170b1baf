// The AI chat (spec 2.5): 'Book Taxi with AI', a suggested message, the conversation, and the message box with
// voice input. The chat speaks the UI's language. Sending needs a rider session: without one the login popup
// (handed in by the app layer, since features never import each other) opens first, and the message goes once
// the rider is signed in.
import './chat.css';
import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ChatComposer } from '../../components/chat/chat-composer';
import { ChatHeader } from '../../components/chat/chat-header';
import { ChatLog } from '../../components/chat/chat-log';
import { CHAT_MESSAGE_MAX } from '../../domain/booking-text/agent-parse-contract';
import { DEFAULTS, LANGUAGES, type Language } from '../../domain/constants';
import { describeError } from '../../lib/describe-error';
import { AgentTimeoutError } from './agent-socket';
import { useChat } from './use-chat';
import { useSpeechInput } from './use-speech-input';

export interface ChatLoginPrompt {
  onClose: () => void;
  onSignedIn: () => void;
}

interface ChatScreenProps {
  renderLogin: (prompt: ChatLoginPrompt) => ReactNode;
  headingLevel?: 1 | 2;
}

function chatLanguage(language: string | undefined): Language {
  return LANGUAGES.find((code) => code === language?.split('-')[0]) ?? DEFAULTS.language;
}

export function ChatScreen({ renderLogin, headingLevel = 2 }: ChatScreenProps) {
  const { t, i18n } = useTranslation();
  const language = chatLanguage(i18n.resolvedLanguage ?? i18n.language);
  const chat = useChat(language);
  const [text, setText] = useState('');
  const [loginOpen, setLoginOpen] = useState(false);
  const waiting = useRef<{ message: string; fromBox: boolean } | null>(null);
  const spokenBase = useRef('');
  const speech = useSpeechInput(language, (spoken) =>
    setText(spokenBase.current ? `${spokenBase.current} ${spoken}` : spoken),
  );

  /** `fromBox`: the message is the box's text, cleared while it is out and put back if it does not go. */
  async function send(message: string, fromBox: boolean) {
    if (!message.trim() || speech.listening) return;
    if (fromBox) setText('');
    const outcome = await chat.send(message);
    if (outcome === 'sent') return;
    if (fromBox) setText((current) => current || message);
    if (outcome === 'login') {
      waiting.current = { message, fromBox };
      setLoginOpen(true);
    }
  }

  function onSignedIn() {
    const turn = waiting.current;
    waiting.current = null;
    if (turn) void send(turn.message, turn.fromBox);
  }

  function onVoice() {
    if (speech.listening) {
      speech.stop();
      return;
    }
    spokenBase.current = text.trim();
    speech.start();
  }

  const problem =
    speech.problem === 'unsupported'
      ? t('chat.voiceUnsupported')
      : speech.problem === 'failed'
        ? t('chat.voiceError')
        : chat.error instanceof AgentTimeoutError
          ? t('chat.timeout')
          : chat.error
            ? describeError(chat.error, t)
            : chat.historyError
              ? describeError(chat.historyError, t)
              : null;

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
          disabled={chat.pending !== null}
          onClick={() => void send(t('chat.sample'), false)}
        >
          {t('chat.sample')}
        </button>
      </div>
      {chat.loading ? (
        <p className="chat__note" role="status">
          {t('chat.loadingHistory')}
        </p>
      ) : chat.messages.length === 0 && chat.pending === null ? (
        <p className="chat__note">{t('chat.empty')}</p>
      ) : null}
      <ChatLog
        messages={chat.messages}
        pending={chat.pending}
        onChoice={(choice) => void send(choice, false)}
      />
      {problem ? (
        <p className="chat__problem" role="alert">
          {problem}
        </p>
      ) : null}
      <ChatComposer
        text={text}
        busy={chat.pending !== null}
        maxLength={CHAT_MESSAGE_MAX}
        placeholder={t('chat.placeholder')}
        onText={setText}
        onSend={() => void send(text, true)}
        voice={{ listening: speech.listening, onToggle: onVoice }}
      />
      {loginOpen ? renderLogin({ onClose: () => setLoginOpen(false), onSignedIn }) : null}
    </section>
  );
}
