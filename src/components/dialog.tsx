// A modal dialog on the native <dialog> element: focus trapping, Escape and the top layer come from the browser,
// so every popup (login, one-time code) behaves the same and is announced as a dialog.
import { useId, type ReactNode } from 'react';
import { CloseIcon } from './icons';
import { useModalDialog } from './use-modal-dialog';

interface DialogProps {
  open: boolean;
  title: string;
  closeLabel: string;
  onClose: () => void;
  children: ReactNode;
  description?: string;
  /** Extra class, e.g. to show the dialog as a bottom sheet on phones. */
  className?: string;
}

export function Dialog(props: DialogProps) {
  const { open, title, closeLabel, onClose, children, description, className } = props;
  const ref = useModalDialog(open);
  const titleId = useId();
  const descriptionId = useId();

  return (
    <dialog
      ref={ref}
      className={className ? `dialog ${className}` : 'dialog'}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onClose={onClose}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <div className="dialog__header">
        <h2 id={titleId} className="dialog__title">
          {title}
        </h2>
        <button type="button" className="icon-button" aria-label={closeLabel} onClick={onClose}>
          <CloseIcon />
        </button>
      </div>
      {description ? (
        <p id={descriptionId} className="dialog__description">
          {description}
        </p>
      ) : null}
      {open ? children : null}
    </dialog>
  );
}
