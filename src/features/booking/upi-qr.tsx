// The UPI link as a QR code for riders on a desktop, who pay by scanning it with their phone. Loaded lazily with
// its encoder, and only when a UPI booking is confirmed.
import { QrCode } from '../../components/qr-code';

export function UpiQr({ link, label }: { link: string; label: string }) {
  return <QrCode value={link} label={label} className="upi-qr" />;
}
