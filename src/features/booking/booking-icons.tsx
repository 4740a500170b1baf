// Icons only the booking screens use (24×24, currentColor, decorative like the shared set).
import { Icon } from '../../components/icons';

export const CalendarIcon = () => (
  <Icon>
    <rect x="4" y="5" width="16" height="16" rx="2" />
    <path d="M4 10h16M9 3v4M15 3v4" />
  </Icon>
);

export const PinIcon = () => (
  <Icon>
    <path d="M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21z" />
    <circle cx="12" cy="9.5" r="2.5" />
  </Icon>
);

export const SeatIcon = () => (
  <Icon>
    <path d="M7 4v9a2 2 0 0 0 2 2h7M7 13h8l2 7M10 15l-1 5" />
  </Icon>
);
