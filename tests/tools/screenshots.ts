// `npm run screenshots`: the screens issue 30 changed, photographed on a 390 × 844 phone in English, Tamil and
// Arabic (right to left), for a reviewer to see them without running the app. It builds nothing: `npm run build`
// must have run first, as for the browser tests. It serves the build over a fresh database (startLiveServer),
// signs a context in as the rider, the partner's owner and a driver (their tokens in localStorage, as the app
// keeps them), opens each screen, waits for its state (heading, data, no fetch in flight, fonts in: never a fixed
// sleep) and writes the viewport as a small JPEG to docs/screenshots/phone/<screen>-<lang>.jpg, with a README
// there listing each screen, what changed on it and its files.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { format, resolveConfig } from 'prettier';
import { ROUTES } from '../../src/domain/routes';
import { rides } from '../../src/server/db/schema';
import { DEMO } from '../../src/server/db/seed';
import { DRIVERS } from '../../src/server/db/seed-data';
import { launchChromium, startLiveServer, type LiveServer } from '../helpers/browser';
import { SESSION_TOKEN_KEY } from '../helpers/demo-routes';
import { waitForSettledPage, watchPages } from '../helpers/layout-overflow';
import { driverToken, partnerToken, riderToken } from '../helpers/sessions';

const OUT = 'docs/screenshots/phone';
const PHONE = { width: 390, height: 844 };
const JPEG_QUALITY = 60;
const LANGUAGES = { en: '/in/en', ta: '/in/ta', ar: '/ae/ar' } as const;
type Language = keyof typeof LANGUAGES;
type Role = keyof typeof SESSION_TOKEN_KEY;
/** One chat message per language, so each chat shows the rider writing in the page's language. */
const CHAT_MESSAGE: Record<Language, string> = {
  en: 'Chennai to Bangalore tomorrow 8 pm',
  ta: 'நாளை இரவு 8 மணிக்கு சென்னையிலிருந்து பெங்களூருக்கு டாக்ஸி',
  ar: 'تاكسي من تشيناي إلى بنغالور غدا الساعة 8 مساء',
};
/** Riders of their own for the chat, one per language: a conversation is kept per rider across languages. */
const CHAT_RIDER: Record<Language, string> = {
  en: '+919840070701',
  ta: '+919840070702',
  ar: '+919840070703',
};

interface Screen {
  name: string;
  title: string;
  changed: string;
  role: Role;
  /** The address after the language prefix. */
  path: string;
  /** Shown once the screen's data is in. */
  ready: string;
  /** What a person does on the screen before the shot, such as opening a menu or filling the form. */
  prepare?: (page: Page, language: Language) => Promise<void>;
  /** A section to scroll to the top of the screen (below the sticky header) for the shot. */
  section?: string;
}

async function pickPlace(page: Page, field: string, text: string): Promise<void> {
  await page.locator(`#${field}`).fill(text);
  await page.locator(`#${field}-option-0`).click();
  await page.waitForFunction((id) => document.getElementById(id)?.ariaExpanded === 'false', field);
}

/** Local ride, Chennai to Tambaram, tomorrow at a time of the list, the contact given. */
async function fillRideForm(page: Page): Promise<void> {
  await pickPlace(page, 'ride-pickup', 'Chennai');
  await pickPlace(page, 'ride-dropoff', 'Tambaram');
  await page.locator('#pickup-date').click();
  await page.locator('dialog[open] .sheet-option').nth(1).click();
  await page.locator('#pickup-time').click();
  await page.locator('dialog[open] .sheet-option').nth(18).click();
  await page.locator('dialog[open]').waitFor({ state: 'detached' });
  const name = page.locator('#ride-customerName');
  if ((await name.inputValue()) === '') await name.fill('Priya Raghavan');
  const phone = page.locator('#ride-customerPhone');
  if ((await phone.inputValue()) === '') await phone.fill('98765 43210');
}

const settings = (key: string, title: string, changed: string): Screen => ({
  name: `console-settings-${key}`,
  title: `Console › Settings › ${title}`,
  changed,
  role: 'partner',
  path: ROUTES.travelSettings,
  ready: `#settings-${key} .panel__title`,
  section: `#settings-${key}`,
});

function screens(rideId: string): Screen[] {
  return [
    {
      name: 'rider-home-account-menu',
      title: 'Rider home, signed in, account menu open',
      changed:
        'The signed-in header fits 390 px: one account button opens a menu with rides, wallet, profile and log out; the brand shows whole.',
      role: 'rider',
      path: ROUTES.base,
      ready: '.account__button',
      prepare: async (page) => {
        await page.locator('.account__button').click();
        await page.locator('.account-menu__list a').first().waitFor();
      },
    },
    {
      name: 'rider-booking-form',
      title: 'Rider booking form, date and time chosen',
      changed:
        'The date and time buttons sit inside the screen; a signed-in rider’s name and phone come from the profile.',
      role: 'rider',
      path: `${ROUTES.formTaxiBooking}?service=local`,
      ready: '#ride-pickup',
      prepare: async (page) => {
        await fillRideForm(page);
        await page.evaluate(() =>
          document.getElementById('pickup-date')?.scrollIntoView({ block: 'center', behavior: 'instant' }),
        );
      },
    },
    {
      name: 'rider-vehicles',
      title: 'Rider vehicles step, after the form',
      changed: 'Opens at the top with its heading in view, however far down the form the rider was.',
      role: 'rider',
      path: `${ROUTES.formTaxiBooking}?service=local`,
      ready: '#ride-pickup',
      prepare: async (page) => {
        await fillRideForm(page);
        await page.locator('.ride-form button[type="submit"]').click();
        await page.waitForURL(`**/${ROUTES.rideVehicles}`);
        await page.locator('.vehicle-card').first().waitFor();
      },
    },
    {
      name: 'rider-rides',
      title: 'Rider’s rides',
      changed: 'The ride cards fit the screen in every language (the Arabic page was 437 px wide).',
      role: 'rider',
      path: ROUTES.userRides,
      ready: '.rider-ride',
    },
    {
      name: 'not-found',
      title: 'Not found (/user/no-such)',
      changed:
        'An unknown address answers 404 with a “not found” page in the page’s language and a way home.',
      role: 'rider',
      path: 'user/no-such',
      ready: '.page--narrow a.button',
    },
    {
      name: 'rider-chat',
      title: 'Chat, after one message in the page’s language',
      changed:
        'Chat replies in the page’s language; the microphone button is allowed by the site’s own header.',
      role: 'rider',
      path: ROUTES.userAiAgent,
      ready: '#chat-input',
      prepare: async (page, language) => {
        await page.locator('#chat-input').fill(CHAT_MESSAGE[language]);
        await page.locator('.chat-composer__send').click();
        await page.locator('.chat-message--user').first().waitFor();
        await page.locator('.chat-message__bubble--typing').waitFor({ state: 'detached' });
      },
    },
    {
      name: 'console-home',
      title: 'Console home',
      changed:
        'Counters by pickup day with “booked today” beside them; revenue and commission only for owners and accountants.',
      role: 'partner',
      path: ROUTES.travelHome,
      ready: '.stat-grid .stat__value',
    },
    {
      name: 'console-ride',
      title: 'Console rides board, one ride opened (?ride=)',
      changed: 'The ride card fits the phone; a phone number stays on one line.',
      role: 'partner',
      path: `${ROUTES.travelRides}?ride=${rideId}`,
      ready: '.ride-card',
      section: '.ride-card',
    },
    {
      name: 'console-customers',
      title: 'Console customers',
      changed: 'The table reads as cards on a phone; known callers show their name.',
      role: 'partner',
      path: ROUTES.customers,
      ready: 'table tbody tr',
    },
    settings('staff', 'Staff', 'Each member’s role, status and actions show at 390 px.'),
    settings('places', 'Service area', 'A saved place shows by its name, not “city:1254388”.'),
    settings('languages', 'Languages', 'New: the site’s languages and its default.'),
    settings('dispatch', 'Dispatch', 'New: manual or automatic dispatch, with its window and radius.'),
    {
      ...settings(
        'fares',
        'Fares › Waiting charge',
        'New: free waiting minutes and the charge per minute after.',
      ),
      name: 'console-settings-fares-waiting',
      section: '.fares-table tr:has(input[id$="-waiting.freeMinutes"])',
    },
    {
      ...settings('fares', 'Fares › Rental packages', 'New: rental packages (hours and kilometres).'),
      name: 'console-settings-rental-packages',
      section: '#settings-fares form[aria-labelledby] > h3',
    },
    settings('faq', 'FAQ editor', '“Add a question” and Save work on the first click.'),
    {
      name: 'driver-home',
      title: 'Driver app home',
      changed: 'Fits 390 px in every language.',
      role: 'driver',
      path: ROUTES.driver,
      ready: '.driver-home',
    },
  ];
}

/** Scrolls the element to the top of the screen, below the sticky header. */
async function scrollToSection(page: Page, selector: string): Promise<void> {
  const section = page.locator(selector).first();
  await section.waitFor();
  await section.evaluate((element) => {
    element.scrollIntoView({ block: 'start', behavior: 'instant' });
    const header = document.querySelector('.topbar')?.getBoundingClientRect().height ?? 0;
    window.scrollBy({ top: -header - 8, behavior: 'instant' });
  });
}

/** The server-rendered element now answers to React (its fiber attached): typing before that would be lost. */
async function hydrated(page: Page, selector: string): Promise<void> {
  await page.waitForFunction((wanted) => {
    const element = document.querySelector(wanted);
    return element !== null && Object.keys(element).some((key) => key.startsWith('__reactFiber'));
  }, selector);
}

/** The page drawn as it now stands: fonts in and two frames painted since the last change. */
async function painted(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await document.fonts.ready;
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
}

async function signedIn(browser: Browser, server: LiveServer, role: Role, token: string) {
  const context = await browser.newContext({
    viewport: PHONE,
    baseURL: server.baseUrl,
    timezoneId: 'Asia/Kolkata',
    reducedMotion: 'reduce',
    serviceWorkers: 'block',
  });
  await watchPages(context);
  await context.addInitScript(
    ([name, value]) => localStorage.setItem(name!, value!),
    [SESSION_TOKEN_KEY[role], token],
  );
  return context;
}

async function shoot(context: BrowserContext, screen: Screen, language: Language): Promise<string> {
  const page = await context.newPage();
  try {
    await page.goto(`${LANGUAGES[language]}/${screen.path}`);
    await page.locator(screen.ready).first().waitFor();
    if (screen.prepare) {
      await hydrated(page, screen.ready);
      await screen.prepare(page, language);
    }
    const unsettled = await waitForSettledPage(page);
    if (unsettled) console.warn(`${screen.name}-${language}: not settled (${unsettled}), shot anyway`);
    if (screen.section) await scrollToSection(page, screen.section);
    await painted(page);
    const file = `${screen.name}-${language}.jpg`;
    await page.screenshot({ path: join(OUT, file), type: 'jpeg', quality: JPEG_QUALITY });
    return file;
  } finally {
    await page.close();
  }
}

function readme(list: Screen[]): string {
  const rows = list.map((screen) => {
    const files = Object.keys(LANGUAGES)
      .map((language) => `[${language}](${screen.name}-${language}.jpg)`)
      .join(' · ');
    return `| ${screen.title} | ${screen.changed} | ${files} |`;
  });
  return [
    '# Phone screenshots (issue 30)',
    '',
    'Each screen the issue changed, at 390 × 844 in English, Tamil and Arabic, written by `npm run screenshots`',
    '(after `npm run build`) from the built app over a fresh demo database.',
    '',
    '| Screen | What changed | Files |',
    '| --- | --- | --- |',
    ...rows,
    '',
  ].join('\n');
}

async function main(): Promise<void> {
  const [server, browser] = await Promise.all([startLiveServer(), launchChromium()]);
  try {
    const [ride] = await server.database.db
      .select({ id: rides.id })
      .from(rides)
      .where(eq(rides.status, 'ontrip'))
      .limit(1);
    if (!ride) throw new Error('the demo database has no ride on trip');
    const list = screens(ride.id);
    const tokens: Record<Role, string> = {
      rider: await riderToken(server),
      partner: await partnerToken(server),
      driver: await driverToken(server, DRIVERS[0]!.phone, DEMO.host),
    };
    rmSync(OUT, { recursive: true, force: true });
    mkdirSync(OUT, { recursive: true });
    const failed: string[] = [];
    for (const language of Object.keys(LANGUAGES) as Language[]) {
      const contexts: Record<Role, BrowserContext> = {
        rider: await signedIn(browser, server, 'rider', tokens.rider),
        partner: await signedIn(browser, server, 'partner', tokens.partner),
        driver: await signedIn(browser, server, 'driver', tokens.driver),
      };
      const chat = await signedIn(browser, server, 'rider', await riderToken(server, CHAT_RIDER[language]));
      for (const screen of list) {
        const context = screen.name === 'rider-chat' ? chat : contexts[screen.role];
        try {
          console.log(await shoot(context, screen, language));
        } catch (error) {
          failed.push(`${screen.name}-${language}: ${String(error).split('\n')[0]}`);
        }
      }
      await Promise.all([...Object.values(contexts), chat].map((context) => context.close()));
    }
    // Written as Prettier would lay it out, so `npm run lint` passes over it.
    const readmePath = join(OUT, 'README.md');
    const options = await resolveConfig(readmePath);
    writeFileSync(readmePath, await format(readme(list), { ...options, filepath: readmePath }));
    if (failed.length > 0) {
      console.error(`Not taken:\n${failed.join('\n')}`);
      process.exitCode = 1;
    }
  } finally {
    await browser.close();
    await server.close();
  }
}

await main();
