// travel/ai/agent: the partner operations agent's chat (spec 2.3 "Partner AI agent chat").
import { useTranslation } from 'react-i18next';
import { PartnerAgentScreen } from '../../features/partner-agent/partner-agent-screen';
import { useBrand } from '../../lib/brand-store';

export function PartnerAgentPage() {
  const { t } = useTranslation();
  const brand = useBrand();
  return (
    <div className="page console-page">
      <title>
        {t('common.documentTitle', { page: t('partner.agent.title'), businessName: brand.businessName })}
      </title>
      <PartnerAgentScreen />
    </div>
  );
}
