// Where SMS gateways post what became of each message. Twilio posts a signed form to the StatusCallback URL it was
// given (X-Twilio-Signature over the public URL and the form); MSG91 posts to the webhook URL set in its panel,
// which carries a secret token since MSG91 does not sign. Register without a prefix: the paths are
// SMS_REPORT_PATHS. A gateway not configured here answers 404; a report that is not the gateway's, 403.
import formBody from '@fastify/formbody';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ERROR_CODES } from '../../../domain/errors';
import { HttpError } from '../../http-error';
import {
  parseMsg91Report,
  parseTwilioStatus,
  SMS_REPORT_PATHS,
  verifyMsg91ReportToken,
  verifyTwilioSignature,
} from '../../sms/delivery-reports';
import type { DeliveryReport } from '../../sms/sms-provider';

export interface SmsReportRoutesOptions {
  /** Twilio's auth token (TWILIO_AUTH_TOKEN), which signs its callbacks; unset, the Twilio route answers 404. */
  twilioAuthToken?: string;
  /** The token MSG91's webhook URL carries (msg91ReportToken); unset, the MSG91 route answers 404. */
  msg91ReportToken?: string;
  /** The platform's public origin (PUBLIC_ORIGIN): the URL Twilio signed starts with it. Unset, the request's
   * own protocol and host are used (behind a proxy, TRUST_PROXY makes them the public ones). */
  publicOrigin?: string;
  onReport: (report: DeliveryReport) => Promise<void>;
}

const receivedSchema = z.object({ received: z.number().int() });
const formFieldsSchema = z.record(z.string(), z.union([z.string(), z.array(z.string())]));

/** The URL the gateway requested, as it saw it: the public origin, and the path and query as sent. */
function publicUrl(request: FastifyRequest, publicOrigin: string | undefined): string {
  const origin = publicOrigin ?? `${request.protocol}://${request.headers.host ?? request.hostname}`;
  return `${origin.replace(/\/+$/, '')}${request.url}`;
}

export const smsReportRoutes: FastifyPluginAsyncZod<SmsReportRoutesOptions> = async (app, options) => {
  // Twilio posts forms (and MSG91's classic webhook too): the same parser as the card gateway's callback, unless
  // the scope this is registered in has one already.
  if (!app.hasContentTypeParser('application/x-www-form-urlencoded')) await app.register(formBody);
  // A gateway's route exists only where that gateway is configured: elsewhere its path is simply not found.
  const { twilioAuthToken, msg91ReportToken } = options;

  if (twilioAuthToken)
    app.post(
      SMS_REPORT_PATHS.twilio,
      {
        schema: {
          description:
            'Twilio status callback: MessageSid, MessageStatus and ErrorCode as a form, signed in X-Twilio-Signature.',
          body: formFieldsSchema,
          response: { 200: receivedSchema },
        },
        // The signature is over the form as sent: checked before the body is validated, so a stranger learns nothing.
        preValidation: async (request) => {
          const body = (request.body ?? {}) as Record<string, string | string[]>;
          const signature = request.headers['x-twilio-signature'];
          const url = publicUrl(request, options.publicOrigin);
          if (
            typeof body !== 'object' ||
            !verifyTwilioSignature(
              twilioAuthToken,
              url,
              body,
              typeof signature === 'string' ? signature : undefined,
            )
          )
            throw new HttpError(
              403,
              ERROR_CODES.forbidden,
              `The X-Twilio-Signature does not match ${url} and this form signed with the Twilio auth token.`,
            );
        },
      },
      async (request) => {
        const report = parseTwilioStatus(request.body);
        if (report) await options.onReport(report);
        return { received: report ? 1 : 0 };
      },
    );

  if (msg91ReportToken)
    app.post(
      SMS_REPORT_PATHS.msg91,
      {
        schema: {
          description:
            "MSG91 delivery report webhook (form field `data`, or JSON); the URL's `token` proves it is MSG91's.",
          querystring: z.object({ token: z.string().max(200).optional() }),
          response: { 200: receivedSchema },
        },
        onRequest: async (request) => {
          const { token } = request.query as { token?: unknown };
          if (!verifyMsg91ReportToken(msg91ReportToken, token))
            throw new HttpError(
              403,
              ERROR_CODES.forbidden,
              "The token in this URL is not this server's MSG91 report token.",
            );
        },
      },
      async (request) => {
        const reports = parseMsg91Report(request.body);
        if (!reports)
          throw new HttpError(
            400,
            ERROR_CODES.badRequest,
            'Not an MSG91 delivery report: no requestId found.',
          );
        for (const report of reports) await options.onReport(report);
        return { received: reports.length };
      },
    );
};
