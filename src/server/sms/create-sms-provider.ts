// Picks the SMS gateway SMS_PROVIDER names, configured from the environment (env.ts has checked that the chosen
// one's variables are there), and the settings its delivery-report routes need. Only `log` writes texts to the log.
import type { FastifyBaseLogger } from 'fastify';
import type { Env } from '../env';
import {
  msg91ReportToken,
  msg91ReportUrl,
  SMS_REPORT_PATHS,
  twilioStatusCallbackUrl,
} from './delivery-reports';
import { createMsg91Provider } from './msg91';
import { createSmppProvider } from './smpp';
import { createLogSmsProvider, type DeliveryReport, type SmsProvider } from './sms-provider';
import { createTwilioProvider } from './twilio';

export type SmsEnv = Pick<
  Env,
  | 'NODE_ENV'
  | 'SMS_PROVIDER'
  | 'TWILIO_ACCOUNT_SID'
  | 'TWILIO_AUTH_TOKEN'
  | 'TWILIO_FROM'
  | 'TWILIO_API_URL'
  | 'MSG91_AUTH_KEY'
  | 'MSG91_SENDER'
  | 'MSG91_API_URL'
  | 'SMPP_URL'
  | 'PUBLIC_ORIGIN'
>;

export interface SmsProviderDeps {
  log: FastifyBaseLogger;
  /** Takes the delivery reports that arrive on the gateway's own connection (SMPP receipts). */
  onReport: (report: DeliveryReport) => Promise<void>;
  /** How long one gateway request may take (10 s); tests shorten it. */
  timeoutMs?: number;
}

function missing(variable: string): never {
  throw new Error(`${variable} is needed when SMS_PROVIDER is set to this gateway`);
}

export function createSmsProvider(env: SmsEnv, deps: SmsProviderDeps): SmsProvider {
  const timeout = deps.timeoutMs === undefined ? {} : { timeoutMs: deps.timeoutMs };
  switch (env.SMS_PROVIDER) {
    case 'twilio': {
      const twilio = createTwilioProvider({
        apiUrl: env.TWILIO_API_URL,
        accountSid: env.TWILIO_ACCOUNT_SID ?? missing('TWILIO_ACCOUNT_SID'),
        authToken: env.TWILIO_AUTH_TOKEN ?? missing('TWILIO_AUTH_TOKEN'),
        from: env.TWILIO_FROM ?? missing('TWILIO_FROM'),
        ...timeout,
      });
      // Twilio reports each message to the URL given with it: ours, unless the outbox named another.
      const statusCallbackUrl = env.PUBLIC_ORIGIN ? twilioStatusCallbackUrl(env.PUBLIC_ORIGIN) : undefined;
      if (!statusCallbackUrl)
        deps.log.warn('PUBLIC_ORIGIN is not set: Twilio will not report whether texts were delivered');
      return {
        name: twilio.name,
        send: (message) =>
          twilio.send(
            message.statusCallbackUrl || !statusCallbackUrl ? message : { ...message, statusCallbackUrl },
          ),
      };
    }
    case 'msg91':
      return createMsg91Provider({
        apiUrl: env.MSG91_API_URL,
        authKey: env.MSG91_AUTH_KEY ?? missing('MSG91_AUTH_KEY'),
        ...(env.MSG91_SENDER ? { sender: env.MSG91_SENDER } : {}),
        ...timeout,
      });
    case 'smpp':
      return createSmppProvider({
        url: env.SMPP_URL ?? missing('SMPP_URL'),
        onReport: deps.onReport,
        log: deps.log,
        ...timeout,
      });
    case 'log':
      if (env.NODE_ENV === 'production')
        deps.log.warn(
          'SMS_PROVIDER=log in production (SMS_LOG_IN_PRODUCTION=1): texts, login codes included, go only to this log',
        );
      return createLogSmsProvider(deps.log);
  }
}

/** smsReportRoutes' settings from the environment: each gateway's check is on only when that gateway is chosen.
 * MSG91's webhook token is derived from MSG91_AUTH_KEY, so every process of the platform agrees on it. */
export function smsReportSettings(env: SmsEnv): {
  twilioAuthToken?: string;
  msg91ReportToken?: string;
  publicOrigin?: string;
} {
  return {
    ...(env.SMS_PROVIDER === 'twilio' && env.TWILIO_AUTH_TOKEN
      ? { twilioAuthToken: env.TWILIO_AUTH_TOKEN }
      : {}),
    ...(env.SMS_PROVIDER === 'msg91' && env.MSG91_AUTH_KEY
      ? { msg91ReportToken: msg91ReportToken(env.MSG91_AUTH_KEY) }
      : {}),
    ...(env.PUBLIC_ORIGIN ? { publicOrigin: env.PUBLIC_ORIGIN } : {}),
  };
}

/** The delivery-report address to configure at the gateway, for the start-up banner: MSG91's webhook URL (with
 * its token) or Twilio's status callback; null for gateways that need none (smpp, log). */
export function smsReportAddress(env: SmsEnv, origin: string): string | null {
  const base = env.PUBLIC_ORIGIN ?? origin;
  if (env.SMS_PROVIDER === 'msg91' && env.MSG91_AUTH_KEY)
    return msg91ReportUrl(base, msg91ReportToken(env.MSG91_AUTH_KEY));
  if (env.SMS_PROVIDER === 'twilio') return `${base.replace(/\/+$/, '')}${SMS_REPORT_PATHS.twilio}`;
  return null;
}
