// A rider who writes in Arabic is answered in Arabic, and a yes in Arabic or Devanagari (the agent's own yes
// button included) books the offered vehicle.
import { describe, expect, it } from 'vitest';
import { agentReply } from '../../src/domain/assistants/booking-text/agent-replies';
import { writtenLanguage } from '../../src/domain/assistants/booking-text/written-language';
import {
  EMPTY_DRAFT,
  NEW_CONVERSATION,
  nextTurn,
  type ConversationState,
} from '../../src/domain/assistants/booking-text/conversation';

const context = { language: 'ar' as const, locale: 'ar', timezone: 'Asia/Dubai', businessName: 'Test Cabs' };
const offer = { vehicleType: 'sedan', models: ['Camry'], totalFee: 9000, currency: 'AED' } as const;
const place = (name: string, lat: number, lng: number) =>
  ({ id: `city:${name}`, name, lat, lng, country: 'ae', kind: 'city', population: 1 }) as const;
const confirming: ConversationState = {
  ...NEW_CONVERSATION,
  draft: {
    ...EMPTY_DRAFT,
    pickup: place('Dubai', 25.07, 55.3),
    dropoff: place('Abu Dhabi', 24.45, 54.39),
    pickupTime: '2026-03-11T05:00:00.000Z',
    vehicleType: 'sedan',
  },
  stage: 'confirming',
  quoteId: 'q1',
  offers: [{ ...offer, models: [...offer.models] }],
};

describe('the agent in Arabic script', () => {
  it('answers a message in Arabic in Arabic', () => {
    expect(writtenLanguage('من ديرة إلى دبي مارينا', 'en')).toBe('ar');
    expect(agentReply({ kind: 'ask', field: 'pickup' }, EMPTY_DRAFT, context).text).toBe('من أين نأخذك؟');
  });

  it('books on a yes in Arabic or Devanagari, its own yes button included', () => {
    const yes = agentReply({ kind: 'confirm', offer: confirming.offers[0]! }, confirming.draft, context)
      .choices[0]!;
    for (const text of [yes, 'نعم', 'تمام', 'हाँ, बुक करें'])
      expect(nextTurn(confirming, text), text).toEqual({ kind: 'book' });
  });
});
