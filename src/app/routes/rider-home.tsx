// The booking home (spec 2.5): hero with the brand, the Chat / Form / WhatsApp booking switcher (chat first),
// the ride categories and why to ride with the brand (their own chunk, which a served home never loads). The Chat tab's AI chat, the Form tab's ride form and the
// WhatsApp tab's link are lazy chunks, fetched when the rider first touches them (the chat's drawing shows until
// then, see home-chat-tab.tsx): the home itself carries no chat, socket, form, query or places code.
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChatIcon, FormIcon, MessageIcon } from '../../components/icons';
import { PageLoader } from '../../components/page-loader';
import { ServedPart } from '../../components/served-part';
import { Tabs, type TabItem } from '../../components/tabs';
import { useBrand } from '../../lib/brand-store';
import { HomeHero } from '../../features/site/home-hero';
import { HomeChatTab } from './home-chat-tab';

type BookingTab = 'chat' | 'form' | 'whatsapp';

const loadHomeRideForm = () => import('./home-ride-form');
const loadHomeWhatsapp = () => import('./whatsapp-pages');
const HomeRideForm = lazy(() => loadHomeRideForm().then((m) => ({ default: m.HomeRideForm })));
const HomeWhatsapp = lazy(() => loadHomeWhatsapp().then((m) => ({ default: m.HomeWhatsapp })));
const HomeSections = lazy(() =>
  import('../../features/site/home-sections').then((m) => ({ default: m.HomeSections })),
);

/** A tab's chunk starts when the tab is pressed, before the click that opens it. */
function startTab(tab: BookingTab) {
  if (tab === 'form') void loadHomeRideForm();
  if (tab === 'whatsapp') void loadHomeWhatsapp();
}

export function RiderHome() {
  const { t, i18n } = useTranslation();
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
        <Tabs label={t('home.tabs.label')} items={tabs} selected={tab} onSelect={setTab} onPress={startTab}>
          {tab === 'form' ? (
            <Suspense fallback={<PageLoader label={t('booking.form.loading')} />}>
              <HomeRideForm />
            </Suspense>
          ) : tab === 'chat' ? (
            <HomeChatTab />
          ) : (
            <Suspense fallback={<PageLoader label={t('whatsapp.header')} />}>
              <HomeWhatsapp />
            </Suspense>
          )}
        </Tabs>
      </HomeHero>
      <div className="page">
        <ServedPart deps={[i18n.language, brand]}>
          <Suspense fallback={null}>
            <HomeSections brand={brand} />
          </Suspense>
        </ServedPart>
      </div>
    </>
  );
}
