// The wa.me link of the WhatsApp booking page (spec 2.5): the partner's number with its country code, and a
// prefilled sample booking message. wa.me wants the full international number in digits only.

/** `https://wa.me/<digits>?text=<message>`, or null when the partner has no phone number. */
export function whatsappLink(dialCode: string, phone: string, text: string): string | null {
  const trimmed = phone.trim();
  const digits = trimmed.replace(/\D/g, '');
  if (!digits) return null;
  const international = /^(\+|00)/.test(trimmed)
    ? digits.replace(/^00/, '')
    : `${dialCode.replace(/\D/g, '')}${digits.replace(/^0+/, '')}`;
  return `https://wa.me/${international}?text=${encodeURIComponent(text)}`;
}
