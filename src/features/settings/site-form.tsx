// The site's address, time zone and currency: the slug of the instant address `{slug}.{platform domain}` (a new
// one moves the console there too; the old one redirects for 30 days), the partner's own domain with the records to
// create at their registrar (a TXT record that proves it is theirs, a CNAME that sends visitors here), the state of
// its claim (pending proof, verified, lapsed since when and released when) and a check of what DNS says now; and
// the promises the site may make (24/7, all-inclusive fares), which it states only once the partner ticks them.
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { siteSettingsSchema, type PartnerSettings } from '../../domain/partners/partner-settings';
import { SITE_PROMISES } from '../../domain/partners/site-promises';
import { ApiRequestError } from '../../lib/api-client';
import { describeError } from '../../lib/describe-error';
import { formatDate } from '../../lib/format';
import { handoverUrl, readToken } from '../../lib/session';
import { useCheckDomain } from './check-domain';
import { SaveBar } from './save-bar';
import { fieldAria, SettingsField } from './settings-field';
import { settingsMessage } from './settings-messages';
import type { SectionProps } from './settings-section';
import { useSectionSave } from './use-section-save';

const schema = siteSettingsSchema;
type Input = z.input<typeof schema>;
const FIELDS = ['slug', 'customDomain', 'timezone', 'currency', 'promises'] as const;

/** A new slug moves the site: a console open on the old address continues on the new one, session handed over. */
function followAddress(before: string, after: string) {
  const token = readToken('business');
  if (before === after || window.location.hostname !== before || !token) return;
  window.location.assign(handoverUrl(new URL(window.location.href), after, window.location.pathname, token));
}

function timeZones(current: string): string[] {
  const all = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return all.includes(current) ? all : [current, ...all];
}

export function SiteForm({ settings, save, submitLabel }: SectionProps) {
  const { t } = useTranslation();
  const id = useId();
  const { site } = settings;
  const form = useForm<Input, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: {
      slug: site.slug,
      customDomain: site.customDomain,
      timezone: site.timezone,
      currency: site.currency,
      promises: site.promises,
    },
  });
  const saving = useSectionSave('site', FIELDS, form.setError);
  const err = (name: (typeof FIELDS)[number]) => settingsMessage(t, form.formState.errors[name]?.message);
  const zones = useMemo(() => timeZones(site.timezone), [site.timezone]);
  const onSubmit = form.handleSubmit((values) =>
    saving.run(async () => followAddress(site.address, (await save({ site: values })).site.address)),
  );

  return (
    <form className="settings-form" onSubmit={onSubmit} noValidate>
      <SettingsField
        id={`${id}-slug`}
        label={t('settings.site.slug')}
        hint={t('settings.site.slugHint', { domain: site.platformDomain })}
        error={err('slug')}
      >
        <div className="settings-affix">
          <input
            {...fieldAria(`${id}-slug`, err('slug'), 'hint')}
            className="field__input"
            autoCapitalize="none"
            spellCheck={false}
            {...form.register('slug')}
          />
          <span className="settings-affix__text" aria-hidden="true">
            .{site.platformDomain}
          </span>
        </div>
      </SettingsField>
      <SettingsField
        id={`${id}-domain`}
        label={t('settings.site.customDomain')}
        hint={t('settings.site.customDomainHint')}
        error={err('customDomain')}
      >
        <input
          {...fieldAria(`${id}-domain`, err('customDomain'), 'hint')}
          className="field__input"
          inputMode="url"
          autoCapitalize="none"
          spellCheck={false}
          placeholder="mytravels.com"
          {...form.register('customDomain')}
        />
      </SettingsField>
      {site.dnsRecord ? <DnsRecord settings={settings} /> : null}
      <SettingsField id={`${id}-tz`} label={t('settings.site.timezone')} error={err('timezone')}>
        <select
          {...fieldAria(`${id}-tz`, err('timezone'))}
          className="field__input"
          {...form.register('timezone')}
        >
          {zones.map((zone) => (
            <option key={zone} value={zone}>
              {zone}
            </option>
          ))}
        </select>
      </SettingsField>
      <SettingsField id={`${id}-currency`} label={t('settings.site.currency')} error={err('currency')}>
        <input
          {...fieldAria(`${id}-currency`, err('currency'))}
          className="field__input settings-short"
          maxLength={3}
          autoCapitalize="characters"
          spellCheck={false}
          {...form.register('currency')}
        />
      </SettingsField>
      <fieldset className="settings-group" aria-describedby={`${id}-promises-hint`}>
        <legend className="settings-group__title">{t('settings.site.promises.title')}</legend>
        <p id={`${id}-promises-hint`} className="settings-hint">
          {t('settings.site.promises.hint')}
        </p>
        {SITE_PROMISES.map((promise) => (
          <label key={promise} className="settings-switch">
            <input type="checkbox" value={promise} {...form.register('promises')} />
            <span>{t(`settings.site.promises.${promise}`)}</span>
          </label>
        ))}
      </fieldset>
      <SaveBar label={submitLabel} saving={saving.saving} saved={saving.saved} error={saving.error} />
    </form>
  );
}

/** The records the partner creates for their own domain: the TXT record that proves it is theirs (nothing is claimed
 * without it, or the CNAME) and the CNAME that sends its visitors here; the claim's state, and a check of DNS now. */
function DnsRecord({ settings }: { settings: PartnerSettings }) {
  const { t, i18n } = useTranslation();
  const check = useCheckDomain();
  const { site } = settings;
  const status = check.data?.status ?? site.domainStatus;
  const date = (iso: string | null) => (iso ? formatDate(iso, i18n.language) : '');
  const records = [site.proofRecord, site.dnsRecord].flatMap((record) => (record ? [record] : []));
  return (
    <div className="settings-dns">
      <p>{t('settings.site.proofIntro', { domain: site.customDomain })}</p>
      <table className="data-table data-table--cards">
        <thead>
          <tr>
            <th scope="col">{t('settings.site.dnsType')}</th>
            <th scope="col">{t('settings.site.dnsName')}</th>
            <th scope="col">{t('settings.site.dnsValue')}</th>
          </tr>
        </thead>
        <tbody>
          {records.map((record) => (
            <tr key={record.type}>
              <th scope="row">{record.type}</th>
              <td data-label={t('settings.site.dnsName')}>
                <code>{record.name}</code>
              </td>
              <td data-label={t('settings.site.dnsValue')}>
                <code>{record.value}</code>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className="settings-save">
        <button
          type="button"
          className="button button--light"
          disabled={check.isPending}
          onClick={() => check.mutate()}
        >
          {check.isPending ? t('settings.site.checking') : t('settings.site.checkDns')}
        </button>
        <p role="status" className={`settings-dns__status settings-dns__status--${status}`}>
          {check.isError
            ? (settingsMessage(t, domainError(check.error)) ?? describeError(check.error, t))
            : t(`settings.site.dnsStatus.${status}`, {
                domain: site.customDomain,
                since: date(site.domainLapsedSince),
                release: date(site.domainReleaseAt),
              })}
          {check.data
            ? ` ${t(check.data.pointsHere ? 'settings.site.pointsHere' : 'settings.site.pointsElsewhere')}`
            : null}
          {check.data?.found.length ? ` (${check.data.found.join(', ')})` : null}
        </p>
      </div>
    </div>
  );
}

/** The check's own field error (a domain another partner still proves), to be shown in the partner's language. */
function domainError(error: unknown): string | undefined {
  return error instanceof ApiRequestError ? error.fields['site.customDomain'] : undefined;
}
