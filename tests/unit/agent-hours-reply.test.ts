// The booking agent's answer when the partner's hours or notice refused the time asked for: the next pickup it
// takes, in the partner's time zone and the rider's language, asking for the time again.
import { describe, expect, it } from 'vitest';
import { agentReply } from '../../src/domain/assistants/booking-text/agent-replies';
import { NEW_CONVERSATION } from '../../src/domain/assistants/booking-text/conversation';
import type { Language } from '../../src/domain/constants';

const nextPickupAt = Date.parse('2026-03-02T03:30:00Z'); // 09:00 in Kolkata
const context = (language: Language, locale: string) => ({
  language,
  locale,
  timezone: 'Asia/Kolkata',
  businessName: 'Demo Travels',
});
const askTime = { kind: 'ask', field: 'pickupTime' } as const;

describe('agent reply outside the partner’s hours', () => {
  it('names the next pickup in the partner’s zone, in English, Tamil and Hindi', () => {
    const draft = NEW_CONVERSATION.draft;
    expect(agentReply(askTime, draft, context('en', 'en-IN'), { pastTime: true, nextPickupAt }).text).toBe(
      "We can't pick you up then. The earliest we can come is 2 Mar 2026, 9:00 am. When should the driver come?",
    );
    const tamil = agentReply(askTime, draft, context('ta', 'ta-IN'), { pastTime: true, nextPickupAt }).text;
    expect(tamil).toMatch(/^அந்த நேரத்தில் எங்களால் வர இயலாது\. .*9:00.*ஓட்டுநர் எப்போது வர வேண்டும்\?$/);
    const hindi = agentReply(askTime, draft, context('hi', 'hi-IN'), { pastTime: true, nextPickupAt }).text;
    expect(hindi).toMatch(/^उस समय हम नहीं आ सकते। .*9:00.* ड्राइवर कब आए\?$/);
  });

  it('keeps the past-time question when no next pickup is named', () => {
    const reply = agentReply(askTime, NEW_CONVERSATION.draft, context('en', 'en-IN'), { pastTime: true });
    expect(reply.text).toBe('That time has already passed. When should the driver come?');
  });
});
