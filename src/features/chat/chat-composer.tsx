// The message box: an auto-growing textarea (Enter sends, Shift+Enter breaks the line, never mid-composition of
// an input method), the voice button and Send, which stays disabled for blank text and while the voice input
// is listening (spec 5).
import { useLayoutEffect, useRef, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CHAT_MESSAGE_MAX } from '../../domain/booking-text/agent-parse-contract';
import { MicIcon, SendIcon } from './chat-icons';

interface ChatComposerProps {
  text: string;
  busy: boolean;
  listening: boolean;
  onText: (text: string) => void;
  onSend: () => void;
  onVoice: () => void;
}

export function ChatComposer({ text, busy, listening, onText, onSend, onVoice }: ChatComposerProps) {
  const { t } = useTranslation();
  const box = useRef<HTMLTextAreaElement>(null);
  const canSend = text.trim().length > 0 && !listening && !busy;

  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    element.style.height = 'auto';
    element.style.height = `${element.scrollHeight}px`;
  }, [text]);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (canSend) onSend();
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    if (canSend) onSend();
  }

  return (
    <form className="chat-composer" onSubmit={submit}>
      <label htmlFor="chat-input" className="visually-hidden">
        {t('chat.inputLabel')}
      </label>
      <textarea
        id="chat-input"
        ref={box}
        className="chat-composer__input"
        rows={1}
        maxLength={CHAT_MESSAGE_MAX}
        placeholder={listening ? t('chat.listening') : t('chat.placeholder')}
        value={text}
        onChange={(event) => onText(event.target.value)}
        onKeyDown={onKeyDown}
      />
      <button
        type="button"
        className={`chat-composer__voice${listening ? ' chat-composer__voice--on' : ''}`}
        aria-label={listening ? t('chat.voiceStop') : t('chat.voiceStart')}
        aria-pressed={listening}
        onClick={onVoice}
      >
        <MicIcon />
      </button>
      <button type="submit" className="chat-composer__send" disabled={!canSend}>
        <SendIcon />
        <span>{t('chat.send')}</span>
      </button>
    </form>
  );
}
