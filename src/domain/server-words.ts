// Text the server writes and keeps (ride events, cancel reasons, wallet ledger lines, a few refusals) stays stable
// English in the database, in API answers and in statements. Each phrase here is read back into an i18n key and
// its parameters, so the app, and the server's own invoices and chat, say it in the reader's language. A text no
// pattern knows (a partner's own cancel reason, a note typed by staff) shows as it was written.

/** A parameter as written, another i18n key's text (a role, a document), or an ISO date to format. */
export type ServerWordParam = string | { key: string } | { date: string };

export interface ServerWords {
  key: string;
  params: Record<string, ServerWordParam>;
}

type Reading = readonly [RegExp, string, (match: string[]) => Record<string, ServerWordParam>];

const K = 'serverWords';
const none = () => ({});
const ride = (match: string[]) => ({ ride: match[1]! });
const reason = (match: string[]) => ({ reason: match[1]! });

/** Every phrase the server writes, as the server writes it; the en.json text of each key reads the same. */
const READINGS: readonly Reading[] = [
  [/^Ride created$/, `${K}.rideEvents.created`, none],
  [/^Driver accepted$/, `${K}.rideEvents.accepted`, none],
  [/^Trip started$/, `${K}.rideEvents.started`, none],
  [/^Trip completed$/, `${K}.rideEvents.completed`, none],
  [/^Ride cancelled$/, `${K}.rideEvents.cancelled`, none],
  [/^Ride declined$/, `${K}.rideEvents.declined`, none],
  [/^Rider did not come$/, `${K}.rideEvents.noShow`, none],
  [/^Driver unassigned by the office: (.+)$/s, `${K}.rideEvents.unassignedWithReason`, reason],
  [/^Driver unassigned by the office$/, `${K}.rideEvents.unassigned`, none],
  [/^Driver arrived at pickup \(marked by the office\)$/, `${K}.rideEvents.arrivedByOffice`, none],
  [/^Driver arrived at pickup$/, `${K}.rideEvents.arrived`, none],
  [/^Driver handed the ride back: (.+)$/s, `${K}.rideEvents.handedBackWithReason`, reason],
  [/^Driver handed the ride back$/, `${K}.rideEvents.handedBack`, none],
  [/^Trip code locked after wrong attempts$/, `${K}.rideEvents.tripCodeLocked`, none],
  [/^SOS raised by the rider$/, `${K}.rideEvents.sosByRider`, none],
  [/^SOS raised by the driver$/, `${K}.rideEvents.sosByDriver`, none],
  [/^SOS acknowledged by (.+)$/s, `${K}.rideEvents.sosAcknowledged`, (m) => ({ name: m[1]! })],
  [/^Cancelled by the rider$/, `${K}.cancelReasons.rider`, none],
  [/^Declined by the partner$/, `${K}.cancelReasons.partner`, none],
  [/^The rider did not come$/, `${K}.cancelReasons.noShow`, none],
  [/^Cancellation fee for ride #(\w+)$/, `${K}.ledger.cancellationFee`, ride],
  [/^No-show fee for ride #(\w+)$/, `${K}.ledger.noShowFee`, ride],
  [/^Platform fee for (\d{4}-\d{2})$/, `${K}.ledger.platformFee`, (m) => ({ month: m[1]! })],
  [
    /^Referral reward: (.+) completed a first ride$/s,
    `${K}.ledger.referralFriend`,
    (m) => ({ friend: m[1]! }),
  ],
  [/^Referral reward for your first ride #(\w+)$/, `${K}.ledger.referralOwn`, ride],
  [/^Payout to bank, reference (.+)$/s, `${K}.ledger.payout`, (m) => ({ reference: m[1]! })],
  [/^Paid from wallet for ride #(\w+)$/, `${K}.ledger.walletPaid`, ride],
  [/^Wallet payment returned: ride #(\w+) cancelled$/, `${K}.ledger.walletReturned`, ride],
  [/^Fee owed paid with ride #(\w+)$/, `${K}.ledger.feeSettled`, ride],
  [/^Cashback for ride #(\w+)$/, `${K}.ledger.cashback`, ride],
  [
    /^Platform commission \(([\d.]+) %\) for ride #(\w+)$/,
    `${K}.ledger.commission`,
    (m) => ({ percent: m[1]!, ride: m[2]! }),
  ],
  [/^Card refund for ride #(\w+)$/, `${K}.ledger.cardRefund`, ride],
  [/^Cash refund for ride #(\w+)$/, `${K}.ledger.cashRefund`, ride],
  [
    /^Card refund for ride #(\w+): (.+)$/s,
    `${K}.ledger.cardRefundNote`,
    (m) => ({ ride: m[1]!, note: m[2]! }),
  ],
  [
    /^Cash refund for ride #(\w+): (.+)$/s,
    `${K}.ledger.cashRefundNote`,
    (m) => ({ ride: m[1]!, note: m[2]! }),
  ],
  [
    /^Your role \((owner|dispatcher|accountant)\) cannot do this\. Ask the owner of (.+)\.$/s,
    `${K}.refusals.role`,
    (m) => ({ role: { key: `staff.roles.${m[1]!}` }, business: m[2]! }),
  ],
  [
    /^(.+)'s (driving licence|vehicle registration|insurance|permit) expired on (\d{4}-\d{2}-\d{2}); upload the new one first\.$/s,
    `${K}.refusals.expiredDocument`,
    (m) => ({
      name: m[1]!,
      document: { key: `driverDocuments.kinds.${DOCUMENT_KINDS[m[2]!]}` },
      date: { date: m[3]! },
    }),
  ],
];

const DOCUMENT_KINDS: Record<string, string> = {
  'driving licence': 'licence',
  'vehicle registration': 'registration',
  insurance: 'insurance',
  permit: 'permit',
};

/** The key and parameters of a phrase the server wrote, or null for text it does not know. */
export function serverWordsOf(text: string): ServerWords | null {
  for (const [pattern, key, params] of READINGS) {
    const match = pattern.exec(text);
    if (match) return { key, params: params([...match]) };
  }
  return null;
}

/** Every key a phrase may read as, for the translation files' completeness check. */
export const SERVER_WORD_KEYS: readonly string[] = READINGS.map(([, key]) => key);

type Translate = (key: string, params?: Record<string, string>) => string;

/** A phrase the server wrote, in the language `t` speaks; dates are formatted for `locale`. */
export function sayServerWords(text: string, t: Translate, locale: string | undefined): string {
  const words = serverWordsOf(text);
  if (!words) return text;
  const params: Record<string, string> = {};
  for (const [name, value] of Object.entries(words.params)) {
    if (typeof value === 'string') params[name] = value;
    else if ('key' in value) params[name] = t(value.key);
    else
      params[name] = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(
        new Date(`${value.date}T00:00:00Z`),
      );
  }
  return t(words.key, params);
}
