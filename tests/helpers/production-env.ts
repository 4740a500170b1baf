/** What a production start needs besides its SMS gateway (env.ts PRODUCTION_NEEDS), for tests about something
 * else that start in production. */
export const LIVE_PLATFORM_ENV = {
  NODE_ENV: 'production',
  PLATFORM_DOMAIN: 'travelx.example',
  AUTH_SECRET: 'a-production-secret-of-32-chars!!',
  SMTP_URL: 'smtp://mail.travelx.example:587',
} as const;
