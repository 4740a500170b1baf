// Accessible tabs (WAI-ARIA tabs pattern with arrow-key movement) used by the booking home's Chat / Form /
// WhatsApp switcher; presentational, the caller owns which tab is selected.
import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

export interface TabItem<K extends string> {
  key: K;
  label: string;
  icon?: ReactNode;
}

interface TabsProps<K extends string> {
  label: string;
  items: readonly TabItem<K>[];
  selected: K;
  onSelect: (key: K) => void;
  /** A tab is being pressed: its click follows, so a tab whose content is a lazy chunk can start it now. */
  onPress?: ((key: K) => void) | undefined;
  children: ReactNode;
}

export function Tabs<K extends string>(props: TabsProps<K>) {
  const { label, items, selected, onSelect, onPress, children } = props;
  const baseId = useId();
  const listRef = useRef<HTMLDivElement>(null);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const index = items.findIndex((item) => item.key === selected);
    // Tabs run right to left in RTL languages, so the arrow keys follow what the eye sees.
    const forward = getComputedStyle(event.currentTarget).direction === 'rtl' ? -1 : 1;
    const arrows = { ArrowRight: forward, ArrowLeft: -forward };
    const step = { ...arrows, Home: -index, End: items.length - 1 - index }[event.key];
    if (step === undefined) return;
    event.preventDefault();
    const next = items[(index + step + items.length) % items.length];
    if (!next) return;
    onSelect(next.key);
    listRef.current?.querySelector<HTMLButtonElement>(`[data-tab="${next.key}"]`)?.focus();
  }

  return (
    <div className="tabs">
      <div ref={listRef} role="tablist" aria-label={label} className="tabs__list" onKeyDown={onKeyDown}>
        {items.map((item) => {
          const active = item.key === selected;
          return (
            <button
              key={item.key}
              type="button"
              role="tab"
              id={`${baseId}-tab-${item.key}`}
              data-tab={item.key}
              aria-selected={active}
              aria-controls={`${baseId}-panel`}
              tabIndex={active ? 0 : -1}
              className="tabs__tab"
              onPointerDown={() => onPress?.(item.key)}
              onClick={() => onSelect(item.key)}
            >
              {item.icon}
              <span>{item.label}</span>
            </button>
          );
        })}
      </div>
      <div
        role="tabpanel"
        id={`${baseId}-panel`}
        aria-labelledby={`${baseId}-tab-${selected}`}
        className="tabs__panel"
      >
        {children}
      </div>
    </div>
  );
}
