// /.well-known/security.txt (RFC 9116) for each site: whom to tell about a vulnerability, in which languages,
// and until when the file holds. The platform's contact when one is set, otherwise the partner's own support.
const YEAR_MS = 365 * 24 * 60 * 60 * 1000;

export interface SecurityTxtInput {
  origin: string;
  /** SECURITY_CONTACT: an e-mail address or an https:// URL. */
  platformContact: string | undefined;
  tenant: { email: string; languages: readonly string[] } | null;
  now?: Date;
}

const asContactUri = (contact: string) => (contact.startsWith('https://') ? contact : `mailto:${contact}`);

/** The file's text, or null when this host names no one to write to (no partner here and no platform contact). */
export function renderSecurityTxt(input: SecurityTxtInput): string | null {
  const contact = input.platformContact ?? input.tenant?.email;
  if (!contact) return null;
  const expires = new Date((input.now ?? new Date()).getTime() + YEAR_MS);
  const languages = input.tenant?.languages.length ? input.tenant.languages : ['en'];
  return [
    `Contact: ${asContactUri(contact)}`,
    `Expires: ${expires.toISOString()}`,
    `Canonical: ${input.origin}/.well-known/security.txt`,
    `Preferred-Languages: ${[...new Set(['en', ...languages])].join(', ')}`,
    '',
  ].join('\n');
}
