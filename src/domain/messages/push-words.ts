// The words of each push, in the person's language, with the brand's name and icon: what the service worker
// shows as is. English, Hindi, Tamil and Arabic; any other language falls back to English. Each kind also says
// how the push service should treat it (pushOptionsFor): an SOS wakes a phone at once, an offer dies with it.
import { ROUTES, localePath } from '../routes';
import type { MessageKind } from './message-kinds';
import type { PushNotification, PushOptions } from './push';
import type { RideTakenKind } from '../drivers/driver-app';

export const PUSH_WORD_KINDS = [
  'driver_offer',
  'ride_taken',
  'driver_assigned',
  'driver_arrived',
  'trip_started',
  'ride_completed',
  'ride_cancelled',
  'booking_waiting',
  'sos',
] as const satisfies readonly MessageKind[];
export type PushWordKind = (typeof PUSH_WORD_KINDS)[number];

/** The variables each kind's words and links need; every kind needs `rideId`. driver_offer's `expiresAt` is
 * epoch milliseconds, shown in `timezone` (an IANA name, optional, UTC by default). ride_taken's optional `why`
 * (a RideTakenKind) picks the words of that event. */
export const PUSH_WORD_VARIABLES: Record<PushWordKind, readonly string[]> = {
  driver_offer: ['rideId', 'offerId', 'pickup', 'drop', 'fare', 'expiresAt'],
  ride_taken: ['rideId', 'reason'],
  driver_assigned: ['rideId', 'driverName', 'vehicle', 'plate', 'tripCode'],
  driver_arrived: ['rideId', 'driverName', 'plate'],
  trip_started: ['rideId', 'drop'],
  ride_completed: ['rideId', 'fare'],
  ride_cancelled: ['rideId', 'reason'],
  booking_waiting: ['rideId', 'pickup', 'when'],
  sos: ['rideId', 'who', 'pickup'],
};

type Words = { title: string; body: string };

interface Catalogue {
  /** ride_taken's words when its `why` is known (RideTakenKind); the kind's own words otherwise. */
  taken: Record<RideTakenKind, Words>;
  kinds: Record<PushWordKind, Words>;
  actions: { accept: string; decline: string; invoice: string };
}

// `{name}` is a variable, `{brand}` the brand's name and `{expiry}` the offer's expiry as a time of day.
const EN: Catalogue = {
  taken: {
    cancelledByOffice: {
      title: 'Ride cancelled by the office',
      body: 'The office cancelled this ride: {reason}',
    },
    reassigned: {
      title: 'Ride taken off you',
      body: 'The office took this ride off you for another driver: {reason}',
    },
    cancelledByRider: { title: 'Rider cancelled the ride', body: 'The rider cancelled this ride: {reason}' },
  },
  kinds: {
    driver_offer: { title: 'New ride offer', body: '{pickup} → {drop}\n{fare} · answer by {expiry}' },
    ride_taken: { title: 'Ride taken off you', body: 'This ride is no longer yours: {reason}' },
    driver_assigned: {
      title: '{driverName} is coming',
      body: '{vehicle} · {plate}. Your trip code is {tripCode}.',
    },
    driver_arrived: { title: 'Your driver has arrived', body: '{driverName} is waiting in {plate}.' },
    trip_started: { title: 'Your trip has started', body: 'On the way to {drop}. Ride safe with {brand}.' },
    ride_completed: {
      title: 'Trip completed',
      body: 'Fare {fare}. Thank you for riding with {brand}. Your invoice is ready.',
    },
    ride_cancelled: { title: 'Ride cancelled', body: 'Your ride was cancelled: {reason}' },
    booking_waiting: { title: 'New booking waiting', body: '{pickup}, {when}. Assign a driver.' },
    sos: { title: 'SOS: {who} needs help', body: 'On the ride from {pickup}. Open it now.' },
  },
  actions: { accept: 'Accept', decline: 'Decline', invoice: 'Invoice' },
};

const HI: Catalogue = {
  taken: {
    cancelledByOffice: { title: 'ऑफ़िस ने सवारी रद्द की', body: 'ऑफ़िस ने यह सवारी रद्द कर दी: {reason}' },
    reassigned: {
      title: 'सवारी आपसे हटा दी गई',
      body: 'ऑफ़िस ने यह सवारी आपसे हटाकर दूसरे ड्राइवर के लिए रखी: {reason}',
    },
    cancelledByRider: { title: 'यात्री ने सवारी रद्द की', body: 'यात्री ने यह सवारी रद्द कर दी: {reason}' },
  },
  kinds: {
    driver_offer: { title: 'नई सवारी का ऑफ़र', body: '{pickup} → {drop}\n{fare} · {expiry} तक जवाब दें' },
    ride_taken: { title: 'सवारी आपसे हटा दी गई', body: 'यह सवारी अब आपकी नहीं है: {reason}' },
    driver_assigned: {
      title: '{driverName} आ रहे हैं',
      body: '{vehicle} · {plate}। आपका ट्रिप कोड {tripCode} है।',
    },
    driver_arrived: { title: 'आपका ड्राइवर पहुँच गया है', body: '{driverName} {plate} में आपका इंतज़ार कर रहे हैं।' },
    trip_started: { title: 'आपकी यात्रा शुरू हो गई है', body: '{drop} की ओर। {brand} के साथ सुरक्षित यात्रा करें।' },
    ride_completed: {
      title: 'यात्रा पूरी हुई',
      body: 'किराया {fare}। {brand} के साथ यात्रा करने के लिए धन्यवाद। आपका इनवॉइस तैयार है।',
    },
    ride_cancelled: { title: 'सवारी रद्द हो गई', body: 'आपकी सवारी रद्द कर दी गई: {reason}' },
    booking_waiting: { title: 'नई बुकिंग इंतज़ार में है', body: '{pickup}, {when}। ड्राइवर सौंपें।' },
    sos: { title: 'SOS: {who} को मदद चाहिए', body: '{pickup} से चली सवारी पर। अभी खोलें।' },
  },
  actions: { accept: 'स्वीकार करें', decline: 'मना करें', invoice: 'इनवॉइस' },
};

const TA: Catalogue = {
  taken: {
    cancelledByOffice: {
      title: 'அலுவலகம் சவாரியை ரத்து செய்தது',
      body: 'அலுவலகம் இந்தச் சவாரியை ரத்து செய்தது: {reason}',
    },
    reassigned: {
      title: 'சவாரி உங்களிடமிருந்து எடுக்கப்பட்டது',
      body: 'அலுவலகம் இந்தச் சவாரியை வேறொரு ஓட்டுநருக்காக உங்களிடமிருந்து எடுத்தது: {reason}',
    },
    cancelledByRider: {
      title: 'பயணி சவாரியை ரத்து செய்தார்',
      body: 'பயணி இந்தச் சவாரியை ரத்து செய்தார்: {reason}',
    },
  },
  kinds: {
    driver_offer: {
      title: 'புதிய சவாரி வாய்ப்பு',
      body: '{pickup} → {drop}\n{fare} · {expiry}க்குள் பதில் சொல்லுங்கள்',
    },
    ride_taken: {
      title: 'சவாரி உங்களிடமிருந்து எடுக்கப்பட்டது',
      body: 'இந்தச் சவாரி இனி உங்களுடையது அல்ல: {reason}',
    },
    driver_assigned: {
      title: '{driverName} வருகிறார்',
      body: '{vehicle} · {plate}. உங்கள் பயணக் குறியீடு {tripCode}.',
    },
    driver_arrived: { title: 'உங்கள் ஓட்டுநர் வந்துவிட்டார்', body: '{driverName} {plate} வண்டியில் காத்திருக்கிறார்.' },
    trip_started: { title: 'உங்கள் பயணம் தொடங்கியது', body: '{drop} நோக்கி. {brand} உடன் பாதுகாப்பான பயணம்.' },
    ride_completed: {
      title: 'பயணம் முடிந்தது',
      body: 'கட்டணம் {fare}. {brand} உடன் பயணித்ததற்கு நன்றி. உங்கள் விலைப்பட்டியல் தயார்.',
    },
    ride_cancelled: { title: 'சவாரி ரத்து செய்யப்பட்டது', body: 'உங்கள் சவாரி ரத்து செய்யப்பட்டது: {reason}' },
    booking_waiting: { title: 'புதிய முன்பதிவு காத்திருக்கிறது', body: '{pickup}, {when}. ஓட்டுநரை ஒதுக்குங்கள்.' },
    sos: { title: 'SOS: {who} உதவி கேட்கிறார்', body: '{pickup} இலிருந்து தொடங்கிய சவாரியில். உடனே திறங்கள்.' },
  },
  actions: { accept: 'ஏற்கிறேன்', decline: 'மறுக்கிறேன்', invoice: 'விலைப்பட்டியல்' },
};

const AR: Catalogue = {
  taken: {
    cancelledByOffice: { title: 'ألغى المكتب الرحلة', body: 'ألغى المكتب هذه الرحلة: {reason}' },
    reassigned: { title: 'سُحبت الرحلة منك', body: 'سحب المكتب هذه الرحلة منك لسائق آخر: {reason}' },
    cancelledByRider: { title: 'ألغى الراكب الرحلة', body: 'ألغى الراكب هذه الرحلة: {reason}' },
  },
  kinds: {
    driver_offer: { title: 'عرض رحلة جديد', body: 'من {pickup} إلى {drop}\n{fare} · أجب قبل {expiry}' },
    ride_taken: { title: 'سُحبت الرحلة منك', body: 'لم تعد هذه الرحلة لك: {reason}' },
    driver_assigned: {
      title: '{driverName} في الطريق إليك',
      body: '{vehicle} · {plate}. رمز رحلتك {tripCode}.',
    },
    driver_arrived: { title: 'وصل سائقك', body: '{driverName} ينتظرك في {plate}.' },
    trip_started: { title: 'بدأت رحلتك', body: 'في الطريق إلى {drop}. رحلة آمنة مع {brand}.' },
    ride_completed: { title: 'اكتملت الرحلة', body: 'الأجرة {fare}. شكرًا لركوبك مع {brand}. فاتورتك جاهزة.' },
    ride_cancelled: { title: 'أُلغيت الرحلة', body: 'أُلغيت رحلتك: {reason}' },
    booking_waiting: { title: 'حجز جديد بانتظارك', body: '{pickup}، {when}. عيّن سائقًا.' },
    sos: { title: 'استغاثة: {who} يحتاج إلى مساعدة', body: 'في الرحلة من {pickup}. افتحها الآن.' },
  },
  actions: { accept: 'قبول', decline: 'رفض', invoice: 'الفاتورة' },
};

const CATALOGUES: Record<string, Catalogue> = { en: EN, hi: HI, ta: TA, ar: AR };

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);

/** Cuts text to the contract's limits, marking the cut. */
const fit = (text: string, max: number) => (text.length <= max ? text : `${text.slice(0, max - 1)}…`);

function expiryTime(variables: Record<string, string>, language: string): string {
  const at = Number(variables.expiresAt);
  const format = new Intl.DateTimeFormat(language, {
    hour: 'numeric',
    minute: '2-digit',
    timeZone: variables.timezone ?? 'UTC',
  });
  return format.format(at);
}

const ridePage = (rideId: string) =>
  `${localePath(ROUTES.userRides, null)}?ride=${encodeURIComponent(rideId)}`;
const consoleRide = (rideId: string) =>
  `${localePath(ROUTES.travelRides, null)}?ride=${encodeURIComponent(rideId)}`;
/** The driver app on one offer; with an answer, the app gives it at once (the notification's buttons). */
const offerPage = (offerId: string, answer?: 'accept' | 'decline') =>
  `${localePath(ROUTES.driver, null)}?offer=${encodeURIComponent(offerId)}${answer ? `&answer=${answer}` : ''}`;

/** What each kind opens, its tag (a newer push with the tag replaces the older), and its buttons. */
function behaviour(kind: PushWordKind, v: Record<string, string>, words: Catalogue) {
  const rideId = v.rideId ?? '';
  switch (kind) {
    case 'driver_offer':
      return {
        url: offerPage(v.offerId ?? ''),
        tag: `offer-${v.offerId}`,
        requireInteraction: true,
        renotify: true,
        expiresAt: Number(v.expiresAt),
        actions: [
          { action: 'accept', title: words.actions.accept, url: offerPage(v.offerId ?? '', 'accept') },
          { action: 'decline', title: words.actions.decline, url: offerPage(v.offerId ?? '', 'decline') },
        ],
      };
    case 'ride_taken':
      return { url: localePath(ROUTES.driver, null), tag: `ride-${rideId}` };
    case 'ride_completed':
      return {
        url: ridePage(rideId),
        tag: `ride-${rideId}`,
        // The ride's page holds the invoice download; the fragment points the page at it.
        actions: [{ action: 'invoice', title: words.actions.invoice, url: `${ridePage(rideId)}#invoice` }],
      };
    case 'booking_waiting':
      return { url: consoleRide(rideId), tag: `booking-${rideId}` };
    case 'sos':
      return { url: consoleRide(rideId), tag: `sos-${rideId}`, requireInteraction: true, renotify: true };
    default:
      // driver_assigned, driver_arrived, trip_started, ride_cancelled: one ride's steps replace each other.
      return { url: ridePage(rideId), tag: `ride-${rideId}` };
  }
}

export function pushWords(
  kind: PushWordKind,
  variables: Record<string, string>,
  language: string,
  brand: { name: string; icon: string },
): PushNotification {
  const missing = PUSH_WORD_VARIABLES[kind].filter((name) => !variables[name]);
  if (missing.length) throw new Error(`pushWords(${kind}) needs ${missing.join(', ')}`);
  const known = Object.hasOwn(CATALOGUES, language) ? language : 'en';
  const words = CATALOGUES[known] ?? EN;
  const values = {
    ...variables,
    brand: brand.name,
    ...(kind === 'driver_offer' ? { expiry: expiryTime(variables, known) } : {}),
  };
  const why = variables.why as RideTakenKind | undefined;
  const { title, body } =
    kind === 'ride_taken' && why && Object.hasOwn(words.taken, why) ? words.taken[why] : words.kinds[kind];
  return {
    kind,
    title: fit(fill(title, values), 120),
    body: fit(fill(body, values), 400),
    icon: brand.icon,
    actions: [],
    requireInteraction: false,
    renotify: false,
    rideId: variables.rideId,
    ...behaviour(kind, variables, words),
  };
}

/** How long an unreached push is worth keeping, and how urgently to wake the phone. */
export function pushOptionsFor(
  kind: PushWordKind,
  variables: Record<string, string>,
  now = Date.now(),
): PushOptions {
  const rideTopic = (variables.rideId ?? '').replace(/-/g, '').slice(0, 32);
  switch (kind) {
    case 'driver_offer':
      return {
        ttlSeconds: Math.max(0, Math.ceil((Number(variables.expiresAt) - now) / 1000)),
        urgency: 'high',
      };
    case 'sos':
      return { ttlSeconds: 24 * 3600, urgency: 'high' };
    case 'booking_waiting':
      return { ttlSeconds: 3600, urgency: 'high' };
    case 'ride_taken':
      return { ttlSeconds: 600, urgency: 'high' };
    case 'ride_completed':
      return { ttlSeconds: 24 * 3600, urgency: 'normal', topic: rideTopic };
    default:
      // A ride's live steps: stale within the hour, and a newer step replaces one still waiting.
      return { ttlSeconds: 3600, urgency: 'high', topic: rideTopic };
  }
}
