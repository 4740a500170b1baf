// A chat's heading: the sparkle badge, the title (at the level the page needs) and a line under it.
import { SparkleIcon } from './chat-icons';

interface ChatHeaderProps {
  id: string;
  title: string;
  subtitle: string;
  level?: 1 | 2;
}

export function ChatHeader({ id, title, subtitle, level = 1 }: ChatHeaderProps) {
  const Heading = level === 1 ? 'h1' : 'h2';
  return (
    <header className="chat__head">
      <span className="chat__badge" aria-hidden="true">
        <SparkleIcon />
      </span>
      <div>
        <Heading id={id} className="chat__title">
          {title}
        </Heading>
        <p className="chat__subtitle">{subtitle}</p>
      </div>
    </header>
  );
}
