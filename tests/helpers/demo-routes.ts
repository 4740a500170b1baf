// What browser tests walking the route table fill its addresses with (the demo's places, blog post and a
// payment id) and where each role's session token is kept in the PWA's storage.
import { BLOG_POSTS } from '../../src/server/db/seed-data';

export const DEMO_ROUTE_PARAMS = {
  place: 'chennai',
  city: 'coimbatore',
  taxi: 'madurai',
  blog: BLOG_POSTS[0]!.slug,
  txnId: 'demo-payment',
};

export const SESSION_TOKEN_KEY = {
  rider: 'user_auth_token',
  partner: 'business_auth_token',
  driver: 'driver_auth_token',
} as const;
