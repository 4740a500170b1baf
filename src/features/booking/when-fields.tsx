// Date and time of a pickup or a return, each picked in a bottom sheet: the next 30 days, and hourly slots from
// 10 AM through 9 AM (spec 9) with "Now" for pickups; slots already past today are not offered.
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ClockIcon } from '../../components/icons';
import {
  BOOKING_DATE_DAYS,
  NOW_SLOT,
  TIME_SLOTS,
  localDate,
  slotInstant,
} from '../../domain/booking/ride-form';
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

export function WhenFields({ kind, date, slot, onDate, onSlot, dateError, slotError }: WhenFieldsProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const [sheet, setSheet] = useState<'date' | 'time' | null>(null);
  const now = Date.now();
  const today = localDate(now);
  const allowNow = kind === 'pickup';

  const dates = useMemo(() => {
    const start = Date.now();
    return Array.from({ length: BOOKING_DATE_DAYS }, (_, i) => {
      const value = localDate(start + i * DAY_MS);
      const day = formatDay(value, language);
      const label =
        i === 0 ? t('booking.when.today', { day }) : i === 1 ? t('booking.when.tomorrow', { day }) : day;
      return { value, label };
    });
  }, [language, t]);

  const slots = [
    ...(allowNow ? [{ value: NOW_SLOT, label: t('booking.when.now') }] : []),
    ...TIME_SLOTS.map((hour) => {
      const at = slotInstant(date || today, hour, now);
      return { value: hour, label: formatSlot(hour, language), disabled: at !== null && at < now };
    }),
  ];

  const dateDisplay =
    slot === NOW_SLOT ? t('booking.when.todayShort') : date ? formatDay(date, language) : '';
  const slotDisplay = slot === NOW_SLOT ? t('booking.when.now') : slot ? formatSlot(slot, language) : '';

  return (
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
  );
}
