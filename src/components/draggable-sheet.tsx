// The sign-up card: from 768px a card fixed to the bottom of the page; on phones a bottom sheet that starts at
// 40 % of the screen and can be dragged by its handle (or moved with the arrow keys), settling where spec 2.4
// says. Presentational: the snapping rules live in domain/sheet-snap.ts.
import { useRef, useState, type KeyboardEvent, type PointerEvent, type ReactNode } from 'react';
import { SIGNUP_SHEET, clampSheetHeight, snapSheetHeight } from '../domain/sheet-snap';
import './draggable-sheet.css';

interface DraggableSheetProps {
  label: string;
  handleLabel: string;
  children: ReactNode;
}

export function DraggableSheet({ label, handleLabel, children }: DraggableSheetProps) {
  const [height, setHeight] = useState<number>(SIGNUP_SHEET.start);
  const [dragging, setDragging] = useState(false);
  const start = useRef<{ y: number; height: number } | null>(null);

  function onPointerDown(event: PointerEvent<HTMLButtonElement>) {
    event.currentTarget.setPointerCapture(event.pointerId);
    start.current = { y: event.clientY, height };
    setDragging(true);
  }

  function onPointerMove(event: PointerEvent<HTMLButtonElement>) {
    if (!start.current) return;
    const moved = ((start.current.y - event.clientY) / window.innerHeight) * 100;
    setHeight(clampSheetHeight(start.current.height + moved));
  }

  function onPointerUp() {
    if (!start.current) return;
    start.current = null;
    setDragging(false);
    setHeight((current) => snapSheetHeight(current));
  }

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const steps = [SIGNUP_SHEET.min, SIGNUP_SHEET.mid, SIGNUP_SHEET.max];
    const index = steps.findIndex((step) => step >= height);
    if (event.key === 'ArrowUp') setHeight(steps[Math.min(steps.length - 1, index + 1)] ?? SIGNUP_SHEET.max);
    else if (event.key === 'ArrowDown') setHeight(steps[Math.max(0, index - 1)] ?? SIGNUP_SHEET.min);
    else return;
    event.preventDefault();
  }

  return (
    <section
      className={`signup-sheet${dragging ? ' signup-sheet--dragging' : ''}`}
      style={{ height: `${height}dvh` }}
      aria-label={label}
    >
      <button
        type="button"
        className="signup-sheet__handle"
        aria-label={handleLabel}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerUp}
        onKeyDown={onKeyDown}
      >
        <span aria-hidden="true" />
      </button>
      <div className="signup-sheet__body">{children}</div>
    </section>
  );
}
