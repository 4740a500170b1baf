// The language picker shown in every header and drawer: a native select, so it works with any keyboard,
// screen reader and phone without extra code.
import { useId } from 'react';
import { GlobeIcon } from './icons';

export interface LanguageOption {
  code: string;
  name: string;
}

interface LanguageSelectProps {
  label: string;
  value: string;
  options: readonly LanguageOption[];
  onChange: (code: string) => void;
  className?: string;
}

export function LanguageSelect({ label, value, options, onChange, className }: LanguageSelectProps) {
  const id = useId();
  return (
    <div className={`language-select ${className ?? ''}`}>
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <GlobeIcon />
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        {options.map((option) => (
          <option key={option.code} value={option.code} lang={option.code}>
            {option.name}
          </option>
        ))}
      </select>
    </div>
  );
}
