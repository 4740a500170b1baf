// The language selector wired to the app: lists our languages by their own names, saves the choice to
// `country_lang` at once, and keeps a `/{country}/{lang}/` address in step with it.
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { LANGUAGES } from '../domain/constants';
import { isLanguage, localePath, placePage, splitLocalePath } from '../domain/routes';
import { LanguageSelect } from '../components/language-select';
import { useBrand } from '../lib/brand-store';
import { applyLocale, readSavedLocale, saveLocale } from '../lib/locale';

/** Switches the page's language the way the picker does (the profile's language setting uses it too). */
export function useSwitchLanguage(): (language: string) => void {
  const location = useLocation();
  const navigate = useNavigate();
  const brand = useBrand();

  return function switchLanguage(language: string) {
    if (!isLanguage(language)) return;
    const { prefix, rest } = splitLocalePath(location.pathname);
    const country = prefix?.country ?? readSavedLocale()?.country ?? brand.countryCode;
    const next = { country, language };
    // A bare city page always reads in Tamil, so another language needs the address that names it.
    if (prefix || placePage(rest)) {
      saveLocale(next);
      navigate(`${localePath(rest, next)}${location.search}${location.hash}`);
    } else {
      applyLocale(next, location.pathname, true, brand.languages);
    }
  };
}

export function LanguagePicker({ className }: { className?: string }) {
  const { t, i18n } = useTranslation();
  const onChange = useSwitchLanguage();
  const options = LANGUAGES.map((code) => ({ code, name: t(`language.names.${code}`) }));
  return (
    <LanguageSelect
      className={className}
      label={t('language.label')}
      value={i18n.resolvedLanguage ?? i18n.language}
      options={options}
      onChange={onChange}
    />
  );
}
