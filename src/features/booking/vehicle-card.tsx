// One vehicle type of the quote as a selectable card: type, models joined by commas, seats, and the total fee.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { RideDetail } from '../../domain/booking/booking';
import { formatMoney } from '../../lib/format';

interface VehicleCardProps {
  detail: RideDetail;
  name: string;
  checked: boolean;
  onSelect: () => void;
}

export function VehicleCard({ detail, name, checked, onSelect }: VehicleCardProps) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const { vehicle, fee } = detail;
  return (
    <label className="vehicle-card">
      <input
        type="radio"
        name={name}
        checked={checked}
        onChange={onSelect}
        aria-labelledby={`${id}-type`}
        aria-describedby={`${id}-models ${id}-seats ${id}-fee`}
      />
      <span id={`${id}-type`} className="vehicle-card__type">
        {t(`booking.vehicleTypes.${vehicle.vehicle_type}`)}
      </span>
      <span id={`${id}-fee`} className="vehicle-card__fee">
        {formatMoney(fee.total_fee, fee.currency, i18n.language)}
      </span>
      <span id={`${id}-models`} className="vehicle-card__models">
        {vehicle.vehicles.join(', ')}
      </span>
      <span id={`${id}-seats`} className="vehicle-card__seats">
        {t('booking.vehicles.seats', { count: vehicle.seats })}
      </span>
    </label>
  );
}
