// International phone input (libphonenumber-js): a country button with flag and dial code that opens a
// searchable list (preferred countries first), and the national number beside it. It reports the number in
// E.164 with spaces removed, and picks the country by itself when a number is typed with its + prefix.
import { AsYouType, getCountries, getCountryCallingCode, type CountryCode } from 'libphonenumber-js/min';
import { useId, useMemo, useState } from 'react';
import './phone-input.css';

export interface PhoneInputLabels {
  number: string;
  country: string;
  search: string;
  noMatch: string;
}

interface PhoneInputProps {
  labels: PhoneInputLabels;
  language: string;
  preferred: readonly CountryCode[];
  defaultCountry: CountryCode;
  error?: string | undefined;
  required?: boolean;
  onChange: (e164: string) => void;
  onBlur?: () => void;
}

function flag(country: CountryCode): string {
  return String.fromCodePoint(...[...country].map((letter) => 0x1f1e6 + letter.charCodeAt(0) - 65));
}

function e164(country: CountryCode, national: string): string {
  const digits = national.replace(/\D/g, '');
  return digits ? `+${getCountryCallingCode(country)}${digits.replace(/^0+/, '')}` : '';
}

export function PhoneInput(props: PhoneInputProps) {
  const { labels, language, preferred, defaultCountry, error, required, onChange, onBlur } = props;
  const id = useId();
  const [country, setCountry] = useState<CountryCode>(defaultCountry);
  const [national, setNational] = useState('');
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const names = useMemo(() => new Intl.DisplayNames([language, 'en'], { type: 'region' }), [language]);
  const nameOf = (code: CountryCode) => names.of(code) ?? code;

  const options = useMemo(() => {
    const rest = getCountries()
      .filter((code) => !preferred.includes(code))
      .sort((a, b) => (names.of(a) ?? a).localeCompare(names.of(b) ?? b, language));
    const needle = query.trim().toLowerCase().replace(/^\+/, '');
    return [...preferred, ...rest].filter(
      (code) =>
        !needle ||
        (names.of(code) ?? code).toLowerCase().includes(needle) ||
        code.toLowerCase() === needle ||
        getCountryCallingCode(code).startsWith(needle),
    );
  }, [preferred, names, language, query]);

  function choose(code: CountryCode) {
    setCountry(code);
    setOpen(false);
    setQuery('');
    onChange(e164(code, national));
  }

  function type(raw: string) {
    let next = raw.replace(/[^\d+\s()-]/g, '');
    let code = country;
    if (next.startsWith('+')) {
      const typed = new AsYouType();
      typed.input(next);
      const found = typed.getCountry();
      if (found) {
        code = found;
        next = next.replace(/\s/g, '').slice(1 + getCountryCallingCode(found).length);
      }
    }
    setCountry(code);
    setNational(next);
    onChange(e164(code, next));
  }

  return (
    <div className="phone-input">
      <label htmlFor={`${id}-number`} className="field__label">
        {labels.number}
      </label>
      <div className="phone-input__row">
        <button
          type="button"
          className="phone-input__country"
          aria-label={`${labels.country}: ${nameOf(country)} +${getCountryCallingCode(country)}`}
          aria-expanded={open}
          aria-controls={`${id}-countries`}
          onClick={() => setOpen((value) => !value)}
        >
          <span aria-hidden="true">{flag(country)}</span>
          <span>+{getCountryCallingCode(country)}</span>
        </button>
        <input
          id={`${id}-number`}
          className="field__input"
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          required={required}
          value={national}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => type(event.target.value)}
          onBlur={onBlur}
        />
      </div>
      {open ? (
        <div id={`${id}-countries`} className="phone-input__panel">
          <label htmlFor={`${id}-search`} className="visually-hidden">
            {labels.search}
          </label>
          <input
            id={`${id}-search`}
            className="field__input"
            type="search"
            placeholder={labels.search}
            value={query}
            autoFocus
            onChange={(event) => setQuery(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Escape') {
                event.stopPropagation();
                event.preventDefault();
                setOpen(false);
              }
            }}
          />
          <ul className="phone-input__list" aria-label={labels.country}>
            {options.length === 0 ? <li className="muted">{labels.noMatch}</li> : null}
            {options.map((code) => (
              <li key={code}>
                <button
                  type="button"
                  className="phone-input__option"
                  aria-pressed={code === country}
                  onClick={() => choose(code)}
                >
                  <span aria-hidden="true">{flag(code)}</span>
                  <span className="phone-input__name">{nameOf(code)}</span>
                  <span className="muted">+{getCountryCallingCode(code)}</span>
                </button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
