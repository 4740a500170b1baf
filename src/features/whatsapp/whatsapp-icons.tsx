// The WhatsApp booking page's own icons, drawn in the shared icon frame.
import { Icon } from '../../components/icons';

export const WhatsappIcon = () => (
  <Icon>
    <path d="M4.5 19.5l1.2-3.9A8 8 0 1 1 8.6 18.4l-4.1 1.1z" />
    <path d="M9.2 8.6c.3 2.9 2.3 5 5.3 5.9l1.1-1.3-1.8-.9-.8.8c-1-.4-1.9-1.3-2.3-2.3l.8-.8-.9-1.8-1.4.4z" />
  </Icon>
);

export const ArrowLeftIcon = () => (
  <Icon>
    <path d="M19 12H5M11 6l-6 6 6 6" />
  </Icon>
);

export const ExternalIcon = () => (
  <Icon>
    <path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />
  </Icon>
);
