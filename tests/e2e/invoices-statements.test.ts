// Money papers in Chromium over the real server and build: the partner records a payout on the wallet page
// (its field errors first), downloads the month's statement as CSV and PDF with the payout in it (and in the
// page's language when the console is read in Tamil), and the rider downloads a completed ride's invoice from their
// rides page.
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchChromium, startLiveServer, type LiveServer } from '../helpers/browser';
import { pdfText } from '../helpers/pdf-text';
import { acceptWithNewDriver, bookSedan, completeRide } from '../helpers/rides';
import { partnerToken, riderToken } from '../helpers/sessions';

describe('invoices and statements in Chromium', () => {
  let server: LiveServer;
  let browser: Browser;
  let partner: string;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startLiveServer(), launchChromium()]);
    partner = await partnerToken(server);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  async function open(key: string, token: string, path: string): Promise<Page> {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      baseURL: server.baseUrl,
      acceptDownloads: true,
    });
    await context.addInitScript(([name, value]) => localStorage.setItem(name!, value!), [key, token]);
    const page = await context.newPage();
    await page.goto(path);
    return page;
  }

  async function download(page: Page, button: string) {
    const [file] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: button }).click(),
    ]);
    return { name: file.suggestedFilename(), bytes: await readFile((await file.path())!) };
  }

  it('records a payout and downloads the month’s statement as CSV and PDF', async () => {
    const page = await open('business_auth_token', partner, '/travel/wallet');
    await page.getByRole('heading', { name: 'Record a payout to your bank' }).waitFor();
    await page.getByRole('button', { name: 'Record payout' }).click();
    await page.getByText('Enter an amount above zero').waitFor();
    await page.getByText('Enter the bank reference').waitFor();
    const amount = page.getByRole('textbox', { name: 'Amount paid out (INR)' });
    // The form says what is available before it is sent, and shows the server's refusal of more than that.
    await page.getByText(/^Available to pay out: ₹[\d,]+\.\d\d$/).waitFor();
    await amount.fill('10000000');
    await page.getByRole('textbox', { name: 'Bank reference (UTR)' }).fill('UTR 90816');
    await page.getByRole('button', { name: 'Record payout' }).click();
    await page.getByText(/^(Only ₹[\d,]+\.\d\d is|Nothing is) available to pay out/).waitFor();
    await amount.fill('2500');
    await page.getByRole('textbox', { name: 'Bank reference (UTR)' }).fill('UTR 90817');
    await page.getByRole('button', { name: 'Record payout' }).click();
    await page.getByText('Payout recorded').waitFor();
    await page.getByText('Payout to bank, reference UTR 90817').waitFor();

    const csv = await download(page, 'Download CSV');
    expect(csv.name).toMatch(/^statement-\d{4}-\d\d-01-\d{4}-\d\d-\d\d\.csv$/);
    const text = csv.bytes.toString('utf8');
    expect(text).toContain('"Opening balance"');
    expect(text).toContain('"Payout to bank, reference UTR 90817","payout","","2500.00"');
    expect(text).toContain('"Closing balance"');

    const pdf = await download(page, 'Download PDF');
    expect(pdf.name).toMatch(/\.pdf$/);
    expect(await pdfText(pdf.bytes)).toContain('Payout to bank, reference UTR 90817');
    await page.context().close();
  });

  it('downloads the statement in the language the wallet page is read in', async () => {
    const ta = JSON.parse(readFileSync('public/locales/ta.json', 'utf8')) as {
      invoices: { statement: { csv: string } };
      serverWords: { statement: Record<string, string> };
    };
    const page = await open('business_auth_token', partner, '/in/ta/travel/wallet');
    const csv = await download(page, ta.invoices.statement.csv);
    const [header, opening] = csv.bytes.toString('utf8').split('\r\n');
    const words = ta.serverWords.statement;
    expect(header).toBe(
      [words.date, words.description, words.kind, words.ride, 'பற்று (INR)', 'வரவு (INR)', 'இருப்பு (INR)']
        .map((field) => `"${field}"`)
        .join(','),
    );
    expect(opening).toContain(`"${words.openingBalance}"`);
    await page.context().close();
  });

  it('lets the rider download a completed ride’s invoice from their rides', async () => {
    const rider = await riderToken(server, '+919833300001');
    const rideId = await bookSedan(server, rider, 'invoice-e2e-ride');
    await acceptWithNewDriver(server, partner, rideId, {
      firstName: 'Selvam',
      lastName: 'R',
      phone: '+919800077001',
      vehicleNumber: 'TN10 IN7001',
    });
    await completeRide(server, partner, rideId);
    const page = await open('user_auth_token', rider, '/user/rides');
    const invoice = await download(page, 'Download invoice (PDF)');
    expect(invoice.name).toMatch(/^invoice-INV-\d{6}\.pdf$/);
    const text = await pdfText(invoice.bytes);
    expect(text).toContain('Priya');
    expect(text).toContain(`Ride #${rideId.slice(0, 8).toUpperCase()}`);
    await page.context().close();
  });
});
