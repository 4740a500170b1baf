// Settings › Booking assistant in Chromium over the real server and build: with a language model configured the
// partner turns it on and the choice is saved; without one the switch cannot be used and says why.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { partnerSettingsSchema } from '../../src/domain/partners/partner-settings';
import { DEMO } from '../../src/server/db/seed';
import { launchChromium, startLiveServer, type LiveServer } from '../helpers/browser';
import { startLlmStandIn, type LlmStandIn } from '../helpers/llm-stand-in';
import { partnerToken } from '../helpers/sessions';

const SWITCH = 'Read riders’ chat and WhatsApp messages with the language model';
const UNAVAILABLE =
  'The platform has no language model configured, so the assistant uses its built-in reader.';

describe('the booking assistant setting, in Chromium', () => {
  let withModel: LiveServer;
  let withoutModel: LiveServer;
  let llm: LlmStandIn;
  let browser: Browser;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    llm = await startLlmStandIn();
    [withModel, withoutModel, browser] = await Promise.all([
      startLiveServer({ LLM_BASE_URL: llm.url }),
      startLiveServer(),
      launchChromium(),
    ]);
  });
  afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
    await withModel?.close();
    await withoutModel?.close();
    await llm?.close();
  });

  async function assistantSection(server: LiveServer, token: string): Promise<Page> {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    contexts.push(context);
    const page = await context.newPage();
    const origin = `http://${DEMO.host}:${new URL(server.baseUrl).port}`;
    await page.goto(`${origin}/travel/login`);
    await page.evaluate((value) => localStorage.setItem('business_auth_token', value), token);
    await page.goto(`${origin}/travel/settings`);
    return page;
  }

  it('turns the language model on and keeps the choice', async () => {
    const token = await partnerToken(withModel);
    const page = await assistantSection(withModel, token);
    const region = page.getByRole('region', { name: 'Booking assistant', exact: true });
    const toggle = region.getByRole('switch', { name: SWITCH });
    expect(await toggle.isChecked()).toBe(false);
    expect(await toggle.isEnabled()).toBe(true);
    await toggle.check();
    await region.getByRole('button', { name: 'Save', exact: true }).click();
    await region.getByText('Saved').waitFor();
    const settings = await withModel.app.inject({
      url: '/api/v1/partner/settings',
      headers: { host: DEMO.host, authorization: `Bearer ${token}` },
    });
    expect(partnerSettingsSchema.parse(settings.json()).assistant.useLanguageModel).toBe(true);
  });

  it('without a model, shows the switch disabled and says why', async () => {
    const page = await assistantSection(withoutModel, await partnerToken(withoutModel));
    const region = page.getByRole('region', { name: 'Booking assistant', exact: true });
    await region.getByText(UNAVAILABLE).waitFor();
    expect(await region.getByRole('switch', { name: SWITCH }).isDisabled()).toBe(true);
  });
});
