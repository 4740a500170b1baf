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
  // Latched: once open, the sheet stays open until saved or closed, even when the list already shows the new
  // vehicle (the outbox lays it on before the save's own answer reaches the sheet).
  const [stage, setStage] = useState<'waiting' | 'open' | 'done'>('waiting');
  if (stage === 'waiting' && vehicles.data?.totals.total === 0) setStage('open');
  return (
    <>
      <VehicleSheet
        open={stage === 'open'}
        vehicle={null}
        onClose={() => setStage('done')}
        onSaved={() => {
          setStage('done');
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
