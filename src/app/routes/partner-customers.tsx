// The partner's customers page (spec 2.3 / 2.5), with the leads (spec 3 'lead') as its second tab: people who
// left a phone number without booking are customers not yet won.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Tabs, type TabItem } from '../../components/tabs';
import { CustomersTable } from '../../features/customers/customers-table';
import { LeadsTable } from '../../features/customers/leads-table';
import { useBrand } from '../../lib/brand-store';

type CustomersTab = 'customers' | 'leads';

export function PartnerCustomers() {
  const { t } = useTranslation();
  const brand = useBrand();
  const [tab, setTab] = useState<CustomersTab>('customers');
  const title = t('partner.customers.title');
  const tabs: readonly TabItem<CustomersTab>[] = [
    { key: 'customers', label: title },
    { key: 'leads', label: t('partner.leads.tab') },
  ];
  return (
    <div className="page">
      <title>{t('common.documentTitle', { page: title, businessName: brand.businessName })}</title>
      <h1 className="page__title page__title--spaced">{title}</h1>
      <div className="customers-tabs">
        <Tabs label={t('partner.leads.tabsLabel')} items={tabs} selected={tab} onSelect={setTab}>
          {tab === 'customers' ? <CustomersTable /> : <LeadsTable />}
        </Tabs>
      </div>
    </div>
  );
}
