// Settings › Rider messages: the channel riders hear by, the last day's messages by channel and status, and the
// partner's own SMS sender and templates. Each form saves on its own.
import { MessageCounts } from './message-counts';
import { OwnSmsForm } from './own-sms-form';
import { RiderMessagesForm } from './rider-messages-form';
import type { SectionProps } from './settings-section';

export function RiderMessagesSection(props: SectionProps) {
  return (
    <>
      <RiderMessagesForm {...props} />
      <MessageCounts />
      <OwnSmsForm {...props} />
    </>
  );
}
