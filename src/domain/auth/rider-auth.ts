// Contracts of the phone login by a one-time code (riders', and drivers' in driver-app.ts): the code goes by SMS or
// by WhatsApp, and the login screen follows whether WhatsApp delivered it. Apart from the e-mail login because
// they need the phone rules (and libphonenumber with them).
import { z } from 'zod';
import { codeSentSchema, otpCodeSchema } from './auth';
import { LIMITS } from '../constants';
import { referralCodeInputSchema } from '../money/referral';
import { phoneSchema } from '../phone';
import { LOGIN_CODE_CHANNELS, messageStatusSchema } from '../messages/message-kinds';

export const loginCodeChannelSchema = z.enum(LOGIN_CODE_CHANNELS, 'Choose sms or whatsapp');

export const riderCodeRequestSchema = z.object({
  phone: phoneSchema,
  /** How the rider asked for the code; unset, the partner's default. WhatsApp without it set up goes by SMS. */
  channel: loginCodeChannelSchema.optional(),
});
export const riderVerifyRequestSchema = z.object({
  phone: phoneSchema,
  code: otpCodeSchema,
  name: z.string().trim().max(LIMITS.nameMax).optional(),
  /** The referral code of the link the rider came by: counts only when this sign-in creates the account. */
  referralCode: referralCodeInputSchema,
});

/** A texted code is on its way: by which channel, and the message to ask about (`GET /auth/code-messages/:id`). */
export const phoneCodeSentSchema = codeSentSchema.extend({
  channel: loginCodeChannelSchema,
  messageId: z.uuid(),
});

export const codeMessageParamsSchema = z.object({ id: z.uuid('Not a message id') });

/** How a texted code fares: `fellBackToSms` when WhatsApp could not deliver it and an SMS copy went instead. */
export const codeMessageStatusSchema = z.object({
  channel: loginCodeChannelSchema,
  status: messageStatusSchema,
  fellBackToSms: z.boolean(),
});
export type CodeMessageStatus = z.infer<typeof codeMessageStatusSchema>;

/** The channels the site's login screens offer for codes, the partner's default first. */
export const loginChannelsSchema = z.object({
  channels: z.array(loginCodeChannelSchema).min(1),
  default: loginCodeChannelSchema,
});
export type LoginChannels = z.infer<typeof loginChannelsSchema>;
