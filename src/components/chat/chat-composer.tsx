// The message box: an auto-growing textarea (Enter sends, Shift+Enter breaks the line, never mid-composition of
// an input method), the voice button where the screen offers voice, and Send, which stays disabled for blank
// text and while the voice input is listening (spec 5).
import './chat.css';
import { useLayoutEffect, useRef, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MicIcon, SendIcon } from './chat-icons';

interface ChatComposerProps {
  text: string;
  busy: boolean;
  maxLength: number;
  placeholder: string;
  onText: (text: string) => void;
  onSend: () => void;
  /** Voice input, on screens that offer it. */
  voice?: { listening: boolean; onToggle: () => void } | undefined;
  /** Focus the box once drawn, the caret after its text. */
  autoFocus?: boolean;
}

const GROWS_BY_ITSELF = typeof CSS !== 'undefined' && CSS.supports('field-sizing', 'content');

export function ChatComposer({
  text,
  busy,
  maxLength,
  placeholder,
  onText,
  onSend,
  voice,
  autoFocus = false,
}: ChatComposerProps) {
  const { t } = useTranslation();
  const box = useRef<HTMLTextAreaElement>(null);
  const listening = voice?.listening ?? false;
  const canSend = text.trim().length > 0 && !listening && !busy;

  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    // Where the stylesheet's `field-sizing: content` grows the box, measuring would only force a layout of the
    // whole page in the middle of its first paint.
    if (GROWS_BY_ITSELF) return;
    element.style.height = 'auto';
    element.style.height = `${element.scrollHeight}px`;
  }, [text]);

  // Taking over from a box the rider is typing in: focus with the caret after the text, as it was there.
  useLayoutEffect(() => {
    const element = box.current;
    if (!autoFocus || !element) return;
    element.focus();
    element.setSelectionRange(element.value.length, element.value.length);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the box first appears
  }, []);

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
    <form className={voice ? 'chat-composer' : 'chat-composer chat-composer--no-voice'} onSubmit={submit}>
      <label htmlFor="chat-input" className="visually-hidden">
        {t('chat.inputLabel')}
      </label>
      <textarea
        id="chat-input"
        ref={box}
        className="chat-composer__input"
        rows={1}
        maxLength={maxLength}
        placeholder={listening ? t('chat.listening') : placeholder}
        value={text}
        onChange={(event) => onText(event.target.value)}
        onKeyDown={onKeyDown}
      />
      {voice ? (
        <button
          type="button"
          className={`chat-composer__voice${listening ? ' chat-composer__voice--on' : ''}`}
          aria-label={listening ? t('chat.voiceStop') : t('chat.voiceStart')}
          aria-pressed={listening}
          onClick={voice.onToggle}
        >
          <MicIcon />
        </button>
      ) : null}
      <button type="submit" className="chat-composer__send" disabled={!canSend}>
        <SendIcon />
        <span>{t('chat.send')}</span>
      </button>
    </form>
  );
}
