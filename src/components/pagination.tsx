// Server-side pagination controls: page size, previous and next, and "Showing data 1 to 8 of N entries". The
// caller owns offset and limit; changing the size keeps the first visible item on screen.
import { useId } from 'react';

interface PaginationLabels {
  nav: string;
  pageSize: string;
  previous: string;
  next: string;
  showing: (range: { from: number; to: number; total: number }) => string;
}

interface PaginationProps {
  total: number;
  offset: number;
  limit: number;
  sizes: readonly number[];
  labels: PaginationLabels;
  onChange: (page: { offset: number; limit: number }) => void;
}

export function Pagination({ total, offset, limit, sizes, labels, onChange }: PaginationProps) {
  const id = useId();
  const from = total === 0 ? 0 : offset + 1;
  const to = Math.min(offset + limit, total);
  return (
    <nav className="pagination" aria-label={labels.nav}>
      <p className="pagination__status" aria-live="polite">
        {labels.showing({ from, to, total })}
      </p>
      <div className="pagination__controls">
        <label htmlFor={id} className="pagination__size-label">
          {labels.pageSize}
        </label>
        <select
          id={id}
          className="pagination__size"
          value={limit}
          onChange={(event) => {
            const size = Number(event.target.value);
            onChange({ offset: Math.floor(offset / size) * size, limit: size });
          }}
        >
          {sizes.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
        <button
          type="button"
          className="button button--ghost button--small"
          disabled={offset === 0}
          onClick={() => onChange({ offset: Math.max(0, offset - limit), limit })}
        >
          {labels.previous}
        </button>
        <button
          type="button"
          className="button button--ghost button--small"
          disabled={offset + limit >= total}
          onClick={() => onChange({ offset: offset + limit, limit })}
        >
          {labels.next}
        </button>
      </div>
    </nav>
  );
}
