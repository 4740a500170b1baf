// One partner for the platform's owner: its settings (read-only), staff, latest rides, wallet, suspension, terms
// and the audit log of what the platform's owners did to it.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PartnerDetail } from '../../domain/platform/admin-console';
import { sayServerWords } from '../../domain/server-words';
import { describeError } from '../../lib/describe-error';
import { formatDateTime, formatMoney } from '../../lib/format';
import { usePartner } from './partners-queries';
import { SuspensionSection } from './suspension-section';
import { TermsSection } from './terms-section';

function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section className="admin-section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

function SettingsSection({ detail }: { detail: PartnerDetail }) {
  const { t } = useTranslation();
  const { settings } = detail;
  const yes = (value: boolean) => t(value ? 'platformAdmin.yes' : 'platformAdmin.no');
  const rows: [string, string][] = [
    ['businessName', settings.businessName],
    ['contact', `${settings.email} · +${settings.dialCode} ${settings.phone}`],
    ['languages', settings.languages.join(', ')],
    ['currency', `${detail.partner.currency} · ${detail.partner.timezone}`],
    ['dispatchMode', settings.dispatchMode],
    ['upi', yes(settings.payments.upi)],
    ['card', yes(settings.payments.card)],
    ['legal', [settings.legalName, settings.gstin].filter(Boolean).join(' · ') || '—'],
  ];
  return (
    <Section id="admin-settings" title={t('platformAdmin.partner.settings')}>
      <dl className="admin-facts">
        {rows.map(([key, value]) => (
          <div key={key} className="admin-facts__row">
            <dt>{t(`platformAdmin.partner.setting.${key}`)}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </Section>
  );
}

function PartnerSections({ detail }: { detail: PartnerDetail }) {
  const { t, i18n } = useTranslation();
  const money = (minor: number) => formatMoney(minor, detail.partner.currency, i18n.language);
  const when = (iso: string) => formatDateTime(iso, i18n.language, detail.partner.timezone);
  return (
    <>
      <h1>{detail.partner.businessName}</h1>
      <p>
        <span className={`admin-status admin-status--${detail.partner.status}`}>
          {t(`platformAdmin.status.${detail.partner.status}`)}
        </span>{' '}
        {detail.partner.address}
      </p>
      <SettingsSection detail={detail} />
      <Section id="admin-staff" title={t('platformAdmin.partner.staff')}>
        <ul className="admin-list">
          {detail.staff.map((member) => (
            <li key={member.id}>
              {member.name || '—'} · {member.email ?? '—'} ·{' '}
              {t(`staff.roles.${member.role}`, { defaultValue: member.role })}
            </li>
          ))}
        </ul>
      </Section>
      <Section id="admin-rides" title={t('platformAdmin.partner.rides')}>
        {detail.rides.length === 0 ? <p className="muted">{t('platformAdmin.partner.noRides')}</p> : null}
        <ul className="admin-list">
          {detail.rides.map((ride) => (
            <li key={ride.id}>
              {when(ride.pickupAt)} · {ride.pickupName} → {ride.dropoffName} · {ride.status} ·{' '}
              {money(ride.totalAmount)}
              {ride.commissionAmount !== null
                ? ` · ${t('platformAdmin.partner.commission', { amount: money(ride.commissionAmount) })}`
                : ''}
            </li>
          ))}
        </ul>
      </Section>
      <Section id="admin-wallet" title={t('platformAdmin.partner.wallet')}>
        <p>{t('platformAdmin.partner.balance', { amount: money(detail.wallet.balance) })}</p>
        <ul className="admin-list">
          {detail.wallet.entries.map((entry) => (
            <li key={entry.id}>
              {when(entry.createdAt)} · {sayServerWords(entry.description, t, i18n.language)} ·{' '}
              {entry.transaction === 'debit' ? '−' : '+'}
              {money(entry.amount)}
            </li>
          ))}
        </ul>
      </Section>
      <SuspensionSection detail={detail} />
      <TermsSection tenantId={detail.partner.id} timezone={detail.partner.timezone} />
      <Section id="admin-audit" title={t('platformAdmin.partner.audit')}>
        {detail.audit.length === 0 ? <p className="muted">{t('platformAdmin.partner.noAudit')}</p> : null}
        <ul className="admin-list" aria-label={t('platformAdmin.partner.audit')}>
          {detail.audit.map((entry) => (
            <li key={entry.id}>
              {when(entry.createdAt)} ·{' '}
              {t(`platformAdmin.audit.${entry.action}`, { defaultValue: entry.action })} · {entry.actorEmail}{' '}
              · “{entry.reason}”
            </li>
          ))}
        </ul>
      </Section>
    </>
  );
}

export function PartnerPage({ tenantId }: { tenantId: string }) {
  const { t } = useTranslation();
  const partner = usePartner(tenantId);
  return (
    <article className="stack">
      <Link to="/admin">{t('platformAdmin.partner.back')}</Link>
      {partner.error ? (
        <p className="form-error" role="alert">
          {describeError(partner.error, t)}
        </p>
      ) : null}
      {partner.data ? <PartnerSections detail={partner.data} /> : null}
    </article>
  );
}
