// Opens the add-vehicle sheet by itself when the partner has no vehicle yet (spec 2.3), once per visit of the
// page: closing it is respected until the next visit.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Snackbar, useSnackbar } from '../../components/snackbar';
import { VehicleSheet } from './vehicle-sheet';
import { useVehicles } from './vehicles-query';
import './fleet.css';

export function FirstVehiclePrompt() {
  const { t } = useTranslation();
  const vehicles = useVehicles();
  const snackbar = useSnackbar();
  const [dismissed, setDismissed] = useState(false);
  const open = !dismissed && vehicles.data?.totals.total === 0;
  return (
    <>
      <VehicleSheet
        open={open}
        vehicle={null}
        onClose={() => setDismissed(true)}
        onSaved={() => {
          setDismissed(true);
          snackbar.show('success', t('partner.vehicles.added'));
        }}
        onFailed={() => snackbar.show('error', t('partner.vehicles.addFailed'))}
      />
      <Snackbar
        message={snackbar.message}
        okLabel={t('partner.common.ok')}
        closeLabel={t('partner.common.close')}
        onDismiss={snackbar.dismiss}
      />
    </>
  );
}
