// The AI chat (spec 2.5): 'Book Taxi with AI', a suggested message, the conversation, and the message box with
// voice input. The chat speaks the UI's language. Sending needs a rider session: without one the login popup
// (handed in by the app layer, since features never import each other) opens first, and the message goes once
// the rider is signed in. The drawing is components/chat/chat-view.tsx, which the rider home shows until this
// screen's code has arrived.
import './chat.css';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ChatView } from '../../components/chat/chat-view';
import { DEFAULTS, LANGUAGES, type Language } from '../../domain/constants';
import { describeError } from '../../lib/describe-error';
import { AgentTimeoutError } from './agent-socket';
import { useChat } from './use-chat';
import { useSpeechInput } from './use-speech-input';

export interface ChatLoginPrompt {
  onClose: () => void;
  onSignedIn: () => void;
}

/** What the rider did in the chat drawn before this screen's code arrived: it carries on from there. */
export interface ChatOpening {
  text: string;
  focusBox: boolean;
  send: { message: string; fromBox: boolean } | null;
}

interface ChatScreenProps {
  renderLogin: (prompt: ChatLoginPrompt) => ReactNode;
  headingLevel?: 1 | 2;
  opening?: ChatOpening | undefined;
}

function chatLanguage(language: string | undefined): Language {
  return LANGUAGES.find((code) => code === language?.split('-')[0]) ?? DEFAULTS.language;
}

export function ChatScreen({ renderLogin, headingLevel = 2, opening }: ChatScreenProps) {
  const { t, i18n } = useTranslation();
  const language = chatLanguage(i18n.resolvedLanguage ?? i18n.language);
  const chat = useChat(language);
  const [text, setText] = useState(opening?.text ?? '');
  const [loginOpen, setLoginOpen] = useState(false);
  const waiting = useRef<{ message: string; fromBox: boolean } | null>(null);
  const openingSent = useRef(false);
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

  // A message the rider sent before this screen's code had arrived goes now, once.
  useEffect(() => {
    if (!opening?.send || openingSent.current) return;
    openingSent.current = true;
    void send(opening.send.message, opening.send.fromBox);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the opening is read once, when the screen mounts
  }, []);
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
    <ChatView
      headingLevel={headingLevel}
      messages={chat.messages}
      pending={chat.pending}
      loading={chat.loading}
      problem={problem}
      text={text}
      onText={setText}
      onSend={(message, fromBox) => void send(message, fromBox)}
      voice={{ listening: speech.listening, onToggle: onVoice }}
      focusBox={opening?.focusBox ?? false}
    >
      {loginOpen ? renderLogin({ onClose: () => setLoginOpen(false), onSignedIn }) : null}
    </ChatView>
  );
}
