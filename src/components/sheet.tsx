// A modal bottom sheet on the native <dialog>: rises from the bottom edge on phones and sits centred from 768px.
// Focus trapping, Escape and the top layer come from the browser, as for the popups.
import { useId, type ReactNode } from 'react';
import { CloseIcon } from './icons';
import { useModalDialog } from './use-modal-dialog';
import './sheet.css';

interface SheetProps {
  open: boolean;
  title: string;
  closeLabel: string;
  onClose: () => void;
  children: ReactNode;
}

export function Sheet({ open, title, closeLabel, onClose, children }: SheetProps) {
  const ref = useModalDialog(open);
  const titleId = useId();

  return (
    <dialog
      ref={ref}
      className="sheet"
      aria-labelledby={titleId}
      onClose={onClose}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <span className="sheet__grip" aria-hidden="true" />
      <div className="sheet__header">
        <h2 id={titleId} className="sheet__title">
          {title}
        </h2>
        <button type="button" className="icon-button" aria-label={closeLabel} onClick={onClose}>
          <CloseIcon />
        </button>
      </div>
      {open ? <div className="sheet__body">{children}</div> : null}
    </dialog>
  );
}
