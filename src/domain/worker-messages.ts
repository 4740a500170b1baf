// Messages the page sends the service worker, named once for both sides.
export const WORKER_MESSAGES = {
  /** The partner saved settings their pages show: the worker drops its kept config and page copies, and
   * answers on the message's port once they are gone. */
  brandChanged: 'BRAND_CHANGED',
} as const;
