// A button copying a value to the clipboard, its accessible name saying what it copies, saying so once it has.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export function CopyButton({ value, label }: { value: string; label: string }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  return (
    <>
      <button
        type="button"
        className="button button--ghost button--small"
        aria-label={label}
        onClick={() =>
          void navigator.clipboard.writeText(value).then(
            () => setCopied(true),
            () => setCopied(false),
          )
        }
      >
        {t('apps.copy')}
      </button>
      {copied ? (
        <span role="status" className="muted">
          {t('apps.copied')}
        </span>
      ) : null}
    </>
  );
}
