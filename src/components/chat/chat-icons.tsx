// The chat's own stroke icons (24×24, currentColor, decorative: the buttons' labels carry the meaning).
import { Icon } from '../icons';

export const MicIcon = () => (
  <Icon>
    <rect x="9" y="3" width="6" height="11" rx="3" />
    <path d="M5.5 11a6.5 6.5 0 0 0 13 0M12 17.5V21M8.5 21h7" />
  </Icon>
);

export const SendIcon = () => (
  <Icon>
    <path d="M4 12l16-8-6 16-2.5-6.5L4 12z" />
    <path d="M11.5 13.5L20 4" />
  </Icon>
);

export const SparkleIcon = () => (
  <Icon>
    <path d="M12 3l1.8 4.7L18.5 9.5l-4.7 1.8L12 16l-1.8-4.7L5.5 9.5l4.7-1.8L12 3zM18.5 15.5l.8 2 2 .8-2 .8-.8 2-.8-2-2-.8 2-.8.8-2z" />
  </Icon>
);
