// The booking home (spec 2.5): hero with the brand, the Chat / Form / WhatsApp booking switcher (chat first),
// the ride categories and why to ride with the brand. The Chat tab's AI chat, the Form tab's ride form and the
// WhatsApp tab's link are lazy chunks, fetched only when shown: the home itself carries no chat, socket, form,
// query or places code.
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChatIcon, FormIcon, MessageIcon } from '../../components/icons';
import { PageLoader } from '../../components/page-loader';
import { Tabs, type TabItem } from '../../components/tabs';
import { useBrand } from '../../lib/brand-store';
import { HomeHero } from '../../features/site/home-hero';
import { RideCategories } from '../../features/site/ride-categories';
import { WhyUs } from '../../features/site/why-us';

type BookingTab = 'chat' | 'form' | 'whatsapp';

const HomeRideForm = lazy(() => import('./home-ride-form').then((m) => ({ default: m.HomeRideForm })));
const HomeChat = lazy(() => import('./chat-pages').then((m) => ({ default: m.HomeChat })));
const HomeWhatsapp = lazy(() => import('./whatsapp-pages').then((m) => ({ default: m.HomeWhatsapp })));

export function RiderHome() {
  const { t } = useTranslation();
  const brand = useBrand();
  const [tab, setTab] = useState<BookingTab>('chat');
  const tabs: readonly TabItem<BookingTab>[] = [
    { key: 'chat', label: t('home.tabs.chat.label'), icon: <ChatIcon /> },
    { key: 'form', label: t('home.tabs.form.label'), icon: <FormIcon /> },
    { key: 'whatsapp', label: t('home.tabs.whatsapp.label'), icon: <MessageIcon /> },
  ];

  return (
    <>
      <title>{t('home.documentTitle', { businessName: brand.businessName })}</title>
      <HomeHero brand={brand}>
        <Tabs label={t('home.tabs.label')} items={tabs} selected={tab} onSelect={setTab}>
          {tab === 'form' ? (
            <Suspense fallback={<PageLoader label={t('booking.form.loading')} />}>
              <HomeRideForm />
            </Suspense>
          ) : tab === 'chat' ? (
            <Suspense fallback={<PageLoader label={t('chat.loadingHistory')} />}>
              <HomeChat />
            </Suspense>
          ) : (
            <Suspense fallback={<PageLoader label={t('whatsapp.header')} />}>
              <HomeWhatsapp />
            </Suspense>
          )}
        </Tabs>
      </HomeHero>
      <div className="page">
        <RideCategories />
        <WhyUs businessName={brand.businessName} />
      </div>
    </>
  );
}
