// The snackbar of spec 8: a success note with a check icon and OK that leaves after 5 s, or a failure note with
// Close that leaves after 3 s. One at a time; a new message replaces the one on screen.
import { useCallback, useEffect, useState } from 'react';
import { CheckIcon } from './screen-icons';
import './snackbar.css';

export const SNACKBAR_MS = { success: 5000, error: 3000 } as const;

export interface SnackbarMessage {
  id: number;
  kind: keyof typeof SNACKBAR_MS;
  text: string;
}

interface SnackbarProps {
  message: SnackbarMessage | null;
  okLabel: string;
  closeLabel: string;
  onDismiss: () => void;
}

export function Snackbar({ message, okLabel, closeLabel, onDismiss }: SnackbarProps) {
  useEffect(() => {
    if (!message) return;
    const timer = window.setTimeout(onDismiss, SNACKBAR_MS[message.kind]);
    return () => window.clearTimeout(timer);
  }, [message, onDismiss]);

  if (!message) return null;
  const success = message.kind === 'success';
  return (
    <div
      className={`snackbar snackbar--${message.kind}`}
      role={success ? 'status' : 'alert'}
      aria-live={success ? 'polite' : 'assertive'}
    >
      {success ? <CheckIcon /> : null}
      <span className="snackbar__text">{message.text}</span>
      <button type="button" className="snackbar__action" onClick={onDismiss}>
        {success ? okLabel : closeLabel}
      </button>
    </div>
  );
}

/** The state behind one snackbar: `show` puts a message up, `dismiss` takes it down. */
export function useSnackbar() {
  const [message, setMessage] = useState<SnackbarMessage | null>(null);
  const show = useCallback((kind: SnackbarMessage['kind'], text: string) => {
    setMessage({ id: Date.now(), kind, text });
  }, []);
  const dismiss = useCallback(() => setMessage(null), []);
  return { message, show, dismiss };
}
