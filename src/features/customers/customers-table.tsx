// The customers list (spec 2.5): type (User, Driver, Partner), search, sort Newest / Oldest, and a table of
// name, company, phone, e-mail, country and status (Active green, Inactive red), paged 8 / 16 / 24 over the
// true total.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CUSTOMER_PAGE_SIZES, CUSTOMER_TYPES } from '../../domain/riders/customers';
import { SearchField } from '../../components/search-field';
import { Pagination } from '../../components/pagination';
import { usePaginationLabels } from '../../lib/use-pagination-labels';
import { describeError } from '../../lib/describe-error';
import { useMayUse } from '../../lib/partner-role';
import { useCustomers } from './customers-query';
import { RiderBlockAction } from './rider-block';
import './customers.css';

type CustomerType = (typeof CUSTOMER_TYPES)[number];

export function CustomersTable() {
  const { t } = useTranslation();
  // Each column's name heads it on wide screens and labels its value in a phone's row card.
  const column = (name: string) => t(`partner.customers.columns.${name}`);
  const paginationLabels = usePaginationLabels();
  const [type, setType] = useState<CustomerType>('user');
  const [q, setQ] = useState('');
  const [sort, setSort] = useState<'newest' | 'oldest'>('newest');
  const [page, setPage] = useState<{ offset: number; limit: number }>({
    offset: 0,
    limit: CUSTOMER_PAGE_SIZES[0],
  });
  const customers = useCustomers({ type, q: q.trim(), sort, ...page });
  // Blocking is a rider matter, for the roles that run operations (the server checks it again).
  const canBlock = useMayUse('dispatch') && type === 'user';
  const data = customers.data;
  const first = (update: () => void) => {
    update();
    setPage((current) => ({ ...current, offset: 0 }));
  };

  return (
    <section className="panel" aria-labelledby="customers-title">
      <div className="panel__head">
        <div>
          <h2 id="customers-title" className="panel__title">
            {t('partner.customers.all')}
          </h2>
          <p className="muted">{t('partner.customers.active')}</p>
        </div>
        <div className="toolbar">
          <div className="field">
            <label htmlFor="customer-type" className="field__label">
              {t('partner.customers.type')}
            </label>
            <select
              id="customer-type"
              className="field__input"
              value={type}
              onChange={(event) => first(() => setType(event.target.value as CustomerType))}
            >
              {CUSTOMER_TYPES.map((option) => (
                <option key={option} value={option}>
                  {t(`partner.customers.types.${option}`)}
                </option>
              ))}
            </select>
          </div>
          <SearchField
            id="customer-search"
            label={t('partner.common.search')}
            value={q}
            onChange={(value) => first(() => setQ(value))}
          />
          <div className="field">
            <label htmlFor="customer-sort" className="field__label">
              {t('partner.customers.sort')}
            </label>
            <select
              id="customer-sort"
              className="field__input"
              value={sort}
              onChange={(event) => first(() => setSort(event.target.value as 'newest' | 'oldest'))}
            >
              <option value="newest">{t('partner.customers.newest')}</option>
              <option value="oldest">{t('partner.customers.oldest')}</option>
            </select>
          </div>
        </div>
      </div>
      {customers.isError ? (
        <p className="form-error" role="alert">
          {describeError(customers.error, t)}
        </p>
      ) : null}
      <div className="table-scroll">
        <table className="data-table data-table--cards">
          <thead>
            <tr>
              <th scope="col">{column('name')}</th>
              <th scope="col">{column('company')}</th>
              <th scope="col">{column('phone')}</th>
              <th scope="col">{column('email')}</th>
              <th scope="col">{column('country')}</th>
              <th scope="col">{column('status')}</th>
              {canBlock ? <th scope="col">{column('actions')}</th> : null}
            </tr>
          </thead>
          <tbody>
            {data?.items.map((customer) => (
              <tr key={customer.id}>
                <th scope="row">{customer.name}</th>
                <td data-label={column('company')}>{customer.company}</td>
                <td data-label={column('phone')}>
                  <span dir="ltr">{customer.phone}</span>
                </td>
                <td data-label={column('email')}>{customer.email}</td>
                <td data-label={column('country')}>{customer.country}</td>
                <td data-label={column('status')}>
                  <span className={`badge badge--${customer.status}`}>
                    {t(`partner.customers.status.${customer.status}`)}
                  </span>
                  {customer.blockReason ? (
                    <span className="customers__reason">
                      {t('partner.customers.blockedBecause', { reason: customer.blockReason })}
                    </span>
                  ) : null}
                </td>
                {canBlock ? (
                  <td>
                    <RiderBlockAction customer={customer} />
                  </td>
                ) : null}
              </tr>
            ))}
            {data && data.items.length === 0 ? (
              <tr>
                <td colSpan={canBlock ? 7 : 6} className="data-table__empty">
                  {t('partner.customers.empty')}
                </td>
              </tr>
            ) : null}
          </tbody>
        </table>
      </div>
      <Pagination
        total={data?.total ?? 0}
        offset={page.offset}
        limit={page.limit}
        sizes={CUSTOMER_PAGE_SIZES}
        labels={paginationLabels}
        onChange={setPage}
      />
    </section>
  );
}
