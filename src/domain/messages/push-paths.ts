// Where the PWA and its service worker reach the push contract of ./push (GET the key, POST and DELETE a
// subscription).
export const PUSH_PATHS = {
  key: '/api/v1/push/key',
  subscriptions: '/api/v1/push/subscriptions',
} as const;
