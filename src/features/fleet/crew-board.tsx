// The drivers page and the travel companies page (spec 2.3): totals, the Add sheet, the member cards with their
// account menu, the empty state, and the spec's snackbars after an add.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PlusIcon } from '../../components/screen-icons';
import { Snackbar, useSnackbar } from '../../components/snackbar';
import { describeError } from '../../lib/describe-error';
import { formatDate } from '../../lib/format';
import { useChangeCrewStatus, useRemoveCrewMember } from './crew-mutations';
import { CrewCard } from './crew-card';
import { useCrew } from './crew-query';
import { useDocumentAlerts } from './documents-query';
import { DriverDocuments } from './driver-documents';
import { CrewSheet } from './crew-sheet';
import { RecentRatings, useDriverRatings } from './driver-ratings';
import type { CrewKind } from './fleet-keys';
import { FleetTotals } from './fleet-totals';
import './fleet.css';

export function CrewBoard({ kind }: { kind: CrewKind }) {
  const { t, i18n } = useTranslation();
  const crew = useCrew(kind);
  const alerts = useDocumentAlerts(kind === 'drivers');
  const [documentsOf, setDocumentsOf] = useState<{ id: string; name: string } | null>(null);
  const documentNote = (id: string) => {
    const soonest = alerts.data?.documents.find((document) => document.driverId === id);
    if (!soonest) return undefined;
    const date = formatDate(`${soonest.expiresOn}T12:00:00Z`, i18n.language);
    const expired = soonest.daysLeft < 0;
    return { expired, text: t(`driverDocuments.${expired ? 'badgeExpired' : 'badgeSoon'}`, { date }) };
  };
  const ratings = useDriverRatings(kind === 'drivers');
  const ratingOf = (id: string) => ratings.data?.drivers.find((driver) => driver.driverId === id);
  const status = useChangeCrewStatus(kind);
  const remove = useRemoveCrewMember(kind);
  const snackbar = useSnackbar();
  const [adding, setAdding] = useState(false);
  const failure = status.error ?? remove.error;

  return (
    <div className="console-page">
      <div className="console-page__head">
        <FleetTotals totals={crew.data?.totals} label={t(`partner.crew.${kind}.totalsLabel`)} />
        <button type="button" className="button button--primary" onClick={() => setAdding(true)}>
          <PlusIcon />
          {t(`partner.crew.${kind}.add`)}
        </button>
      </div>
      {failure ? (
        <p className="form-error" role="alert">
          {describeError(failure, t)}
        </p>
      ) : null}
      {alerts.data && alerts.data.documents.length > 0 ? (
        <p className="panel documents-banner" role="status">
          {t('driverDocuments.banner', { expired: alerts.data.expired, soon: alerts.data.expiringSoon })}
        </p>
      ) : null}
      {crew.data && crew.data.members.length === 0 ? (
        <div className="panel empty">
          <p className="empty__title">{t(`partner.crew.${kind}.empty`)}</p>
          <p className="muted">{t(`partner.crew.${kind}.emptyHint`)}</p>
        </div>
      ) : null}
      <ul className="fleet-grid">
        {crew.data?.members.map((member) => (
          <li key={member.id}>
            <CrewCard
              kind={kind}
              member={member}
              rating={ratingOf(member.id)}
              documentNote={documentNote(member.id)}
              busy={status.isPending || remove.isPending}
              onAction={(action) => status.mutate({ id: member.id, action })}
              onRemove={() => remove.mutate(member.id)}
              onDocuments={
                kind === 'drivers'
                  ? () =>
                      setDocumentsOf({ id: member.id, name: `${member.firstName} ${member.lastName}`.trim() })
                  : undefined
              }
            />
          </li>
        ))}
      </ul>
      {kind === 'drivers' ? <RecentRatings /> : null}
      {documentsOf ? (
        <DriverDocuments
          driverId={documentsOf.id}
          name={documentsOf.name}
          onClose={() => setDocumentsOf(null)}
        />
      ) : null}
      <CrewSheet
        kind={kind}
        open={adding}
        onClose={() => setAdding(false)}
        onSaved={() => {
          setAdding(false);
          snackbar.show('success', t(`partner.crew.${kind}.added`));
        }}
        onFailed={() => snackbar.show('error', t(`partner.crew.${kind}.addFailed`))}
      />
      <Snackbar
        message={snackbar.message}
        okLabel={t('partner.common.ok')}
        closeLabel={t('partner.common.close')}
        onDismiss={snackbar.dismiss}
      />
    </div>
  );
}
