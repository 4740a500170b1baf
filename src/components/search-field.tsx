// A labelled search box with the search icon, as the partner's lists (rides, events, customers) use it.
import { SearchIcon } from './screen-icons';

export interface SearchFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  className?: string;
}

export function SearchField({ id, label, value, onChange, placeholder, className }: SearchFieldProps) {
  return (
    <div className={className ? `field ${className}` : 'field'}>
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      <div className="search-input">
        <SearchIcon />
        <input
          id={id}
          className="field__input"
          type="search"
          placeholder={placeholder}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      </div>
    </div>
  );
}
