// The partner's own apps (spec 2.5 app download): for the partner app and the driver app, the store listing
// and a direct APK link, as `GET /api/v1/apps` answers them. Stored per tenant; a link not set is empty.
import { z } from 'zod';

export const APP_KINDS = ['partner', 'driver'] as const;
export type AppKind = (typeof APP_KINDS)[number];

const httpsLink = z.union([z.literal(''), z.url({ protocol: /^https$/ })]);

export const appLinkSchema = z.object({ storeUrl: httpsLink.default(''), apkUrl: httpsLink.default('') });
export type AppLink = z.infer<typeof appLinkSchema>;

export const appLinksSchema = z.object({
  partner: appLinkSchema.default({ storeUrl: '', apkUrl: '' }),
  driver: appLinkSchema.default({ storeUrl: '', apkUrl: '' }),
});
export type AppLinks = z.infer<typeof appLinksSchema>;
