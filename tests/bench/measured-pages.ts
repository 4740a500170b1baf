// The pages whose JavaScript `npm run bench` weighs in Chromium and Lighthouse CI scores (lighthouserc.json): the
// ones visitors land on, with the demo seed's Tamil city page and blog post.
export const MEASURED_PAGES = {
  'rider home': '/',
  'booking form': '/user/form/taxi/booking',
  'partner login': '/travel/login',
  'Tamil city page': '/in/ta/place/chennai',
  'blog post': '/blog/chennai-airport-taxi-guide',
} as const satisfies Record<string, string>;
