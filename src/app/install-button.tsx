// "Install app": the browser's own install dialog where it offers one, or on iOS the steps to add the app to the
// Home Screen. Renders nothing when neither applies; the tenant's manifest gives the app its name and icons.
// A lazy chunk: the layouts load it after the page is up.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { promptInstall } from '../lib/install-offer';
import { useInstallOption } from '../lib/install-prompt';

export function InstallButton({ className = 'button button--ghost button--small' }: { className?: string }) {
  const { t } = useTranslation();
  const option = useInstallOption();
  const [hintOpen, setHintOpen] = useState(false);
  if (!option) return null;
  return (
    <span className="install">
      <button
        type="button"
        className={className}
        aria-expanded={option === 'iosHint' ? hintOpen : undefined}
        onClick={() => (option === 'prompt' ? void promptInstall() : setHintOpen((open) => !open))}
      >
        {t('install.button')}
      </button>
      {option === 'iosHint' && hintOpen ? (
        <span className="install__hint" role="note">
          {t('install.iosHint')}
        </span>
      ) : null}
    </span>
  );
}
