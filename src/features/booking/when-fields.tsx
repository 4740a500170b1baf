// Date and time of a pickup or a return, each picked in a bottom sheet: the next 30 days, and times in 5-minute
// steps from 10 AM through 9:55 AM (spec 9's order) with "Now" for pickups; times already past today are not offered.
// A partner's booking hours and notice narrow the pickup's: only allowed times, "Now" only when a driver may come
// now, days without hours shown closed; otherwise the first allowed time is chosen and a line says when it is.
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ClockIcon } from '../../components/screen-icons';
import {
  brandBookingRules,
  isClosedBetween,
  isPickupAllowed,
  nextAllowedPickup,
} from '../../domain/booking/booking-hours';
import {
  BOOKING_DATE_DAYS,
  NOW_SLOT,
  TIME_SLOTS,
  localDate,
  localSlot,
  slotInstant,
} from '../../domain/booking/ride-form';
import { useBrand } from '../../lib/brand-store';
import { CalendarIcon } from './booking-icons';
import { formatDay, formatSlot } from './format';
import { SheetField, SheetOptions } from './form-controls';

interface WhenFieldsProps {
  kind: 'pickup' | 'return';
  date: string;
  slot: string;
  onDate: (date: string) => void;
  onSlot: (slot: string) => void;
  dateError?: string | undefined;
  slotError?: string | undefined;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The partner's rules for a pickup (a return keeps none), and the first pickup they allow while "Now" is not one;
 * read after the first draw, so the served page and its hydration draw the same. */
function usePickupWindow(
  kind: WhenFieldsProps['kind'],
  props: Pick<WhenFieldsProps, 'slot' | 'onDate' | 'onSlot'>,
) {
  const brand = useBrand();
  const rules = useMemo(() => (kind === 'pickup' ? brandBookingRules(brand) : null), [brand, kind]);
  const [opensAt, setOpensAt] = useState<number | null>(null);
  useEffect(() => {
    const now = Date.now();
    const next = rules && !isPickupAllowed(rules, now, now) ? nextAllowedPickup(rules, now) : null;
    setOpensAt(next);
    if (next !== null && (props.slot === '' || props.slot === NOW_SLOT)) {
      props.onDate(localDate(next));
      props.onSlot(localSlot(next));
    }
    // Once per window the brand carries: a later choice of time is the rider's own.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [rules]);
  return { rules, opensAt, businessName: brand.businessName };
}

export function WhenFields({ kind, date, slot, onDate, onSlot, dateError, slotError }: WhenFieldsProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const [sheet, setSheet] = useState<'date' | 'time' | null>(null);
  const { rules, opensAt, businessName } = usePickupWindow(kind, { slot, onDate, onSlot });
  const now = Date.now();
  const today = localDate(now);
  const allowed = (at: number) => !rules || isPickupAllowed(rules, at, now);
  const allowNow = kind === 'pickup' && allowed(now);

  const dateSheetOpen = sheet === 'date';
  const dates = useMemo(() => {
    const start = Date.now();
    return Array.from({ length: BOOKING_DATE_DAYS }, (_, i) => {
      const value = localDate(start + i * DAY_MS);
      const day = formatDay(value, language);
      const label =
        i === 0 ? t('booking.when.today', { day }) : i === 1 ? t('booking.when.tomorrow', { day }) : day;
      const dayStart = slotInstant(value, '00:00', start) ?? start;
      // Working out closed days costs a little per day: only while their sheet is open.
      const closed = Boolean(
        rules && dateSheetOpen && isClosedBetween(rules, start, dayStart, dayStart + DAY_MS),
      );
      return closed
        ? { value, label: t('booking.when.closedDay', { day: label }), disabled: true }
        : { value, label };
    });
  }, [language, t, rules, dateSheetOpen]);

  // 288 times to format: only while their sheet is open, not on every keystroke elsewhere in the form.
  const slots =
    sheet !== 'time'
      ? []
      : [
          ...(allowNow ? [{ value: NOW_SLOT, label: t('booking.when.now') }] : []),
          ...TIME_SLOTS.filter((time) => {
            const at = slotInstant(date || today, time, now) ?? now;
            return at >= now && allowed(at);
          }).map((time) => ({
            value: time,
            label: formatSlot(time, language),
          })),
        ];

  const dateDisplay =
    slot === NOW_SLOT ? t('booking.when.todayShort') : date ? formatDay(date, language) : '';
  const slotDisplay = slot === NOW_SLOT ? t('booking.when.now') : slot ? formatSlot(slot, language) : '';

  return (
    <>
      <div className="form-row">
        <SheetField
          id={`${kind}-date`}
          label={t(`booking.when.${kind}Date`)}
          display={dateDisplay}
          placeholder={t('booking.when.chooseDate')}
          sheetTitle={t(`booking.when.${kind}DateTitle`)}
          closeLabel={t('common.close')}
          open={sheet === 'date'}
          onOpenChange={(open) => setSheet(open ? 'date' : null)}
          error={dateError}
          icon={<CalendarIcon />}
        >
          <SheetOptions
            label={t(`booking.when.${kind}DateTitle`)}
            options={dates}
            value={slot === NOW_SLOT ? '' : date}
            onPick={(value) => {
              onDate(value);
              if (slot === NOW_SLOT) onSlot('');
              setSheet(null);
            }}
          />
        </SheetField>
        <SheetField
          id={`${kind}-time`}
          label={t(`booking.when.${kind}Time`)}
          display={slotDisplay}
          placeholder={t('booking.when.chooseTime')}
          sheetTitle={t(`booking.when.${kind}TimeTitle`)}
          closeLabel={t('common.close')}
          open={sheet === 'time'}
          onOpenChange={(open) => setSheet(open ? 'time' : null)}
          error={slotError}
          icon={<ClockIcon />}
        >
          <SheetOptions
            label={t(`booking.when.${kind}TimeTitle`)}
            options={slots}
            value={slot}
            columns
            onPick={(value) => {
              if (value === NOW_SLOT) onDate(today);
              onSlot(value);
              setSheet(null);
            }}
          />
        </SheetField>
      </div>
      {opensAt !== null ? (
        <p className="when-hint" role="status">
          {t('booking.when.takesPickups', {
            businessName,
            time: `${formatDay(localDate(opensAt), language)}, ${formatSlot(localSlot(opensAt), language)}`,
          })}
        </p>
      ) : null}
    </>
  );
}
