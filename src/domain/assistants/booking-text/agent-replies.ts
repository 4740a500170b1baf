// The booking agent's words, in English, Tamil, Hindi and Arabic (other languages fall back to English until their
// turn comes), with places, times and fares formatted for the rider's language and the partner's time zone.
import { placeLabel } from '../../places/place';
import type { AgentTurn, Draft, Offer } from './conversation';

export interface ReplyContext {
  language: string;
  locale: string;
  timezone: string;
  businessName: string;
}

export interface AgentReply {
  text: string;
  /** Quick answers the chat shows as buttons. */
  choices: string[];
}

type Words = {
  askPickup: string;
  askDropoff: string;
  askPickupTime: string;
  askReturnTime: string;
  confirmPlace: (place: string) => string;
  thatPlace: string;
  pastTime: string;
  /** The partner's hours or notice refused the time asked for; `time` is the next pickup it takes. */
  outsideHours: (time: string) => string;
  offers: (trip: string) => string;
  confirm: (vehicle: string, trip: string, fare: string) => string;
  yes: string;
  booked: (code: string, cashback: string) => string;
  noVehicles: string;
  vehicle: Record<Offer['vehicleType'], string>;
};

const WORDS: Record<'en' | 'ta' | 'hi' | 'ar', Words> = {
  en: {
    askPickup: 'Where should we pick you up?',
    askDropoff: 'Where are you going?',
    askPickupTime: 'When should the driver come? For example: tomorrow 8 pm.',
    askReturnTime: 'When do you want to come back?',
    confirmPlace: (place) => `${place} — right?`,
    thatPlace: 'Yes',
    pastTime: 'That time has already passed. When should the driver come?',
    outsideHours: (time) =>
      `We can't pick you up then. The earliest we can come is ${time}. When should the driver come?`,
    offers: (trip) => `Here are the vehicles for ${trip}. Which one would you like?`,
    confirm: (vehicle, trip, fare) =>
      `Book a ${vehicle} for ${trip}, ${fare} in all? Reply yes to confirm, or choose another vehicle.`,
    yes: 'Yes, book it',
    booked: (code, cashback) =>
      `Booked! Your trip code is ${code}; give it to the driver when the ride starts. You get ${cashback} cashback after the ride.`,
    noVehicles: 'Sorry, no vehicles are free for this trip. Would another time suit you?',
    vehicle: { hatchback: 'Hatchback', sedan: 'Sedan', suv: 'SUV', electric: 'Electric', luxury: 'Luxury' },
  },
  ta: {
    askPickup: 'உங்களை எங்கிருந்து அழைத்துச் செல்ல வேண்டும்?',
    askDropoff: 'நீங்கள் எங்கே செல்ல வேண்டும்?',
    askPickupTime: 'ஓட்டுநர் எப்போது வர வேண்டும்? உதாரணம்: நாளை இரவு 8 மணி.',
    askReturnTime: 'நீங்கள் எப்போது திரும்ப வேண்டும்?',
    confirmPlace: (place) => `${place} — சரியா?`,
    thatPlace: 'ஆம்',
    pastTime: 'அந்த நேரம் ஏற்கனவே கடந்துவிட்டது. ஓட்டுநர் எப்போது வர வேண்டும்?',
    outsideHours: (time) =>
      `அந்த நேரத்தில் எங்களால் வர இயலாது. நாங்கள் வரக்கூடிய முதல் நேரம் ${time}. ஓட்டுநர் எப்போது வர வேண்டும்?`,
    offers: (trip) => `${trip} பயணத்திற்கான வாகனங்கள் இவை. எதை விரும்புகிறீர்கள்?`,
    confirm: (vehicle, trip, fare) =>
      `${trip} பயணத்திற்கு ${vehicle} முன்பதிவு செய்யவா? மொத்தம் ${fare}. உறுதிசெய்ய ஆம் என்று பதிலளிக்கவும், அல்லது வேறு வாகனத்தைத் தேர்ந்தெடுக்கவும்.`,
    yes: 'ஆம், முன்பதிவு செய்',
    booked: (code, cashback) =>
      `முன்பதிவு செய்யப்பட்டது! உங்கள் பயணக் குறியீடு ${code}; பயணம் தொடங்கும்போது ஓட்டுநரிடம் கொடுங்கள். பயணத்திற்குப் பிறகு ${cashback} கேஷ்பேக் கிடைக்கும்.`,
    noVehicles: 'மன்னிக்கவும், இந்தப் பயணத்திற்கு வாகனங்கள் இல்லை. வேறு நேரம் சரியாக இருக்குமா?',
    vehicle: {
      hatchback: 'ஹேட்ச்பேக்',
      sedan: 'செடான்',
      suv: 'எஸ்யூவி',
      electric: 'மின்சார வாகனம்',
      luxury: 'சொகுசு வாகனம்',
    },
  },
  hi: {
    askPickup: 'आपको कहाँ से लेना है?',
    askDropoff: 'आपको कहाँ जाना है?',
    askPickupTime: 'ड्राइवर कब आए? जैसे: कल रात 8 बजे।',
    askReturnTime: 'आप कब वापस आना चाहते हैं?',
    confirmPlace: (place) => `${place} — सही है?`,
    thatPlace: 'हाँ',
    pastTime: 'वह समय निकल चुका है। ड्राइवर कब आए?',
    outsideHours: (time) => `उस समय हम नहीं आ सकते। हम सबसे पहले ${time} को आ सकते हैं। ड्राइवर कब आए?`,
    offers: (trip) => `${trip} के लिए ये गाड़ियाँ हैं। आप कौन-सी लेना चाहेंगे?`,
    confirm: (vehicle, trip, fare) =>
      `${trip} के लिए ${vehicle} बुक करें? कुल ${fare}। पक्का करने के लिए हाँ लिखें, या कोई और गाड़ी चुनें।`,
    yes: 'हाँ, बुक करें',
    booked: (code, cashback) =>
      `बुक हो गया! आपका ट्रिप कोड ${code} है; सफ़र शुरू होने पर इसे ड्राइवर को दें। सफ़र के बाद आपको ${cashback} कैशबैक मिलेगा।`,
    noVehicles: 'माफ़ कीजिए, इस सफ़र के लिए कोई गाड़ी खाली नहीं है। क्या कोई और समय चलेगा?',
    vehicle: {
      hatchback: 'हैचबैक',
      sedan: 'सेडान',
      suv: 'एसयूवी',
      electric: 'इलेक्ट्रिक',
      luxury: 'लग्ज़री',
    },
  },
  ar: {
    askPickup: 'من أين نأخذك؟',
    askDropoff: 'إلى أين تريد الذهاب؟',
    askPickupTime: 'متى يأتي السائق؟ مثلاً: غداً الساعة 8 مساءً.',
    askReturnTime: 'متى تريد العودة؟',
    confirmPlace: (place) => `${place} — صحيح؟`,
    thatPlace: 'نعم',
    pastTime: 'هذا الوقت قد مضى. متى يأتي السائق؟',
    outsideHours: (time) =>
      `لا يمكننا الحضور في ذلك الوقت. أقرب وقت يمكننا الحضور فيه هو ${time}. متى يأتي السائق؟`,
    offers: (trip) => `هذه السيارات المتاحة لرحلة ${trip}. أيها تفضّل؟`,
    confirm: (vehicle, trip, fare) =>
      `هل نحجز ${vehicle} لرحلة ${trip} بمبلغ إجمالي ${fare}؟ أرسل نعم للتأكيد، أو اختر سيارة أخرى.`,
    yes: 'نعم، احجز',
    booked: (code, cashback) =>
      `تم الحجز! رمز رحلتك ${code}؛ أعطه للسائق عند بدء الرحلة. ستحصل على ${cashback} استرداداً نقدياً بعد الرحلة.`,
    noVehicles: 'عذراً، لا توجد سيارات متاحة لهذه الرحلة. هل يناسبك وقت آخر؟',
    vehicle: {
      hatchback: 'هاتشباك',
      sedan: 'سيدان',
      suv: 'دفع رباعي',
      electric: 'سيارة كهربائية',
      luxury: 'سيارة فاخرة',
    },
  },
};

const wordsFor = (language: string): Words => WORDS[language as keyof typeof WORDS] ?? WORDS.en;

/** The language a message is written in, where its script says it (Tamil, Devanagari for Hindi, Arabic): the
 * rider is answered in it whatever the screen's language; otherwise `fallback`. */
export function writtenLanguage(message: string, fallback: string): string {
  if (/[\u0B80-\u0BFF]/.test(message)) return 'ta';
  if (/[\u0900-\u097F]/.test(message)) return 'hi';
  if (/[\u0600-\u06FF]/.test(message)) return 'ar';
  return fallback;
}

export function formatFare(amountMinor: number, currency: string, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency, maximumFractionDigits: 0 }).format(
    amountMinor / 100,
  );
}

/** A time in the partner's zone, in the rider's language. */
const formatWhen = (at: string | number, context: ReplyContext) =>
  new Intl.DateTimeFormat(context.locale, {
    timeZone: context.timezone,
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(new Date(at));

function tripText(draft: Draft, context: ReplyContext): string {
  const when = draft.pickupTime ? formatWhen(draft.pickupTime, context) : '';
  const pickup = draft.pickup ? placeLabel(draft.pickup) : '';
  const route = draft.dropoff ? `${pickup} → ${placeLabel(draft.dropoff)}` : pickup;
  return when ? `${route}, ${when}` : route;
}

const offerChoice = (offer: Offer, words: Words, locale: string) =>
  `${words.vehicle[offer.vehicleType]} · ${formatFare(offer.totalFee, offer.currency, locale)}`;

export interface AgentReplyExtra {
  pastTime?: boolean;
  /** The next pickup the partner takes, when its hours or notice refused the time asked for. */
  nextPickupAt?: number;
  tripCode?: string;
  cashback?: string;
}

/** The question for the pickup time again, saying why: a time past, or one the partner does not take. */
function askPickupAgain(words: Words, context: ReplyContext, extra: AgentReplyExtra): string | null {
  if (extra.nextPickupAt !== undefined) return words.outsideHours(formatWhen(extra.nextPickupAt, context));
  return extra.pastTime ? words.pastTime : null;
}

export function agentReply(
  turn: Exclude<AgentTurn, { kind: 'quote' } | { kind: 'book' }>,
  draft: Draft,
  context: ReplyContext,
  extra: AgentReplyExtra = {},
): AgentReply {
  const words = wordsFor(context.language);
  switch (turn.kind) {
    case 'ask': {
      const questions = {
        pickup: words.askPickup,
        dropoff: words.askDropoff,
        pickupTime: words.askPickupTime,
        returnTime: words.askReturnTime,
      };
      return {
        text:
          (turn.field === 'pickupTime' ? askPickupAgain(words, context, extra) : null) ??
          questions[turn.field],
        choices: [],
      };
    }
    case 'offers':
      return {
        text: words.offers(tripText(draft, context)),
        choices: turn.offers.map((offer) => offerChoice(offer, words, context.locale)),
      };
    case 'confirm':
      return {
        text: words.confirm(
          words.vehicle[turn.offer.vehicleType],
          tripText(draft, context),
          formatFare(turn.offer.totalFee, turn.offer.currency, context.locale),
        ),
        choices: [words.yes],
      };
    case 'confirmPlace':
      return {
        text: words.confirmPlace(placeLabel(turn.place)),
        choices: [words.thatPlace, ...turn.alternatives.map(placeLabel)],
      };
    case 'booked':
      return { text: words.booked(extra.tripCode ?? '', extra.cashback ?? ''), choices: [] };
    case 'no-vehicles':
      return { text: words.noVehicles, choices: [] };
  }
}
