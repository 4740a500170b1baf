// Insights: what the partner's own site counted for a period (visits, visitors, the most opened pages, the ad
// campaigns visitors landed from with the bookings each brought) beside rides and revenue per day, as charts.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PeriodFilter, type Period } from '../../components/period-filter';
import type { Insights } from '../../domain/riders/visits';
import { describeError } from '../../lib/describe-error';
import { formatMoney, formatNumber } from '../../lib/format';
import { BarChart } from './bar-chart';
import { useInsights } from './insights-query';
import './insights.css';

export function InsightsBoard() {
  const { t } = useTranslation();
  const [period, setPeriod] = useState<Period>({ dateFilter: 'thisWeek' });
  const insights = useInsights(period);
  return (
    <div className="insights">
      <PeriodFilter value={period} onChange={setPeriod} />
      <p className="muted">{t('insights.privacy')}</p>
      {insights.isPending && insights.fetchStatus !== 'idle' ? (
        <p className="muted">{t('partner.common.loading')}</p>
      ) : null}
      {insights.isError ? <p className="form-error">{describeError(insights.error, t)}</p> : null}
      {insights.data ? <Figures data={insights.data} /> : null}
    </div>
  );
}

function Figures({ data }: { data: Insights }) {
  const { t, i18n } = useTranslation();
  const number = (value: number) => formatNumber(value, i18n.language);
  const money = (value: number) => formatMoney(value, data.currency, i18n.language);
  const day = (date: string) =>
    new Intl.DateTimeFormat(i18n.language, { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(
      new Date(`${date}T00:00:00Z`),
    );
  const series = (pick: (entry: Insights['days'][number]) => number, text: (value: number) => string) =>
    data.days.map((entry) => ({
      key: entry.date,
      label: day(entry.date),
      value: pick(entry),
      text: text(pick(entry)),
    }));
  const rides = data.days.reduce((sum, entry) => sum + entry.rides, 0);
  const revenue = data.days.reduce((sum, entry) => sum + entry.revenue, 0);
  const topVisits = Math.max(1, ...data.topPages.map((page) => page.visits));

  return (
    <>
      <dl className="insights__totals">
        <div>
          <dt>{t('insights.visits')}</dt>
          <dd>{number(data.visits)}</dd>
        </div>
        <div>
          <dt>{t('insights.visitors')}</dt>
          <dd>{number(data.uniqueVisitors)}</dd>
        </div>
        <div>
          <dt>{t('insights.rides')}</dt>
          <dd>{number(rides)}</dd>
        </div>
        <div>
          <dt>{t('insights.revenue')}</dt>
          <dd>{money(revenue)}</dd>
        </div>
      </dl>
      <div className="insights__charts">
        <BarChart
          title={t('insights.visitsPerDay')}
          summary={number(data.visits)}
          bars={series((entry) => entry.visits, number)}
        />
        <BarChart
          title={t('insights.ridesPerDay')}
          summary={number(rides)}
          bars={series((entry) => entry.rides, number)}
        />
        <BarChart
          title={t('insights.revenuePerDay')}
          summary={money(revenue)}
          bars={series((entry) => entry.revenue, money)}
        />
      </div>
      <section className="panel" aria-labelledby="insights-pages">
        <h2 id="insights-pages" className="panel__title">
          {t('insights.topPages')}
        </h2>
        {data.topPages.length === 0 ? <p className="muted">{t('insights.noVisits')}</p> : null}
        <ol className="insights__pages">
          {data.topPages.map((page) => (
            <li key={page.path}>
              <span className="insights__page" dir="ltr">
                {page.path}
              </span>
              <span
                className="insights__meter"
                style={{ inlineSize: `${(page.visits / topVisits) * 100}%` }}
              />
              <span>{number(page.visits)}</span>
            </li>
          ))}
        </ol>
      </section>
      <section className="panel" aria-labelledby="insights-campaigns">
        <h2 id="insights-campaigns" className="panel__title">
          {t('insights.campaigns')}
        </h2>
        {data.campaigns.length === 0 ? (
          <p className="muted">{t('insights.noCampaigns')}</p>
        ) : (
          <div className="table-scroll">
            <table className="data-table data-table--cards">
              <caption className="visually-hidden">{t('insights.campaigns')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('insights.source')}</th>
                  <th scope="col">{t('insights.medium')}</th>
                  <th scope="col">{t('insights.campaign')}</th>
                  <th scope="col">{t('insights.sessions')}</th>
                  <th scope="col">{t('insights.bookings')}</th>
                  <th scope="col">{t('insights.conversion')}</th>
                </tr>
              </thead>
              <tbody>
                {data.campaigns.map((campaign) => (
                  <tr key={`${campaign.source}|${campaign.medium}|${campaign.campaign}`}>
                    <th scope="row">{campaign.source}</th>
                    <td data-label={t('insights.medium')}>{campaign.medium || '—'}</td>
                    <td data-label={t('insights.campaign')}>{campaign.campaign || '—'}</td>
                    <td data-label={t('insights.sessions')}>{number(campaign.sessions)}</td>
                    <td data-label={t('insights.bookings')}>{number(campaign.bookings)}</td>
                    <td data-label={t('insights.conversion')}>
                      {formatNumber(campaign.conversion, i18n.language, { style: 'percent' })}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </>
  );
}
