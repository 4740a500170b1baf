// A rider's steps through the built booking form in Chromium, shared by the booking and launch end-to-end tests:
// pick places from the offline gazetteer, choose the day and time, the contact, the vehicle, and log in by phone
// with the texted code when Book Now asks.
import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import type { TestApp } from './test-app';

export async function pickPlace(page: Page, field: string, text: string, option: RegExp) {
  const box = page.getByRole('combobox', { name: field });
  await box.fill(text);
  await page.getByRole('option', { name: option }).first().click();
  await expect.poll(() => box.getAttribute('aria-expanded')).toBe('false');
}

export async function chooseWhen(page: Page, kind: 'pickup' | 'return', day: RegExp, time: RegExp) {
  const label = kind === 'pickup' ? 'Pickup' : 'Return';
  await page.getByRole('button', { name: new RegExp(`^${label} date`) }).click();
  await page
    .getByRole('dialog', { name: `Choose a ${kind} date` })
    .getByRole('button', { name: day })
    .click();
  await page.getByRole('button', { name: new RegExp(`^${label} time`) }).click();
  await page
    .getByRole('dialog', { name: `Choose a ${kind} time` })
    .getByRole('button', { name: time })
    .click();
}

export async function fillContact(page: Page, name: string, phone: string) {
  await page.getByRole('textbox', { name: 'Your name' }).fill(name);
  await page.getByRole('textbox', { name: 'Mobile number' }).fill(phone);
}

export async function chooseVehicle(page: Page, vehicle: string) {
  await page.waitForURL('**/ride/vehicles');
  const next = page.getByRole('button', { name: 'Continue' });
  await page.getByRole('radio', { name: vehicle }).waitFor();
  expect(await next.isDisabled()).toBe(true);
  await page.getByRole('radio', { name: vehicle }).check();
  await next.click();
  await page.waitForURL('**/ride/summary');
}

/** Book Now as a rider without a session: the phone login popup, the texted code, then the booking. */
export async function bookAsNewRider(server: TestApp, page: Page, phone: string) {
  await page.getByRole('button', { name: 'Book Now' }).click();
  const login = page.getByRole('dialog', { name: 'Log in to book' });
  await login.getByRole('textbox', { name: 'Mobile number' }).fill(phone);
  const sent = server.sms.length;
  // A site with WhatsApp offers "Send by SMS" beside it; one without, a single Continue (which texts the code).
  await login.getByRole('button', { name: /^(Send by SMS|Continue)$/ }).click();
  const codeDialog = page.getByRole('dialog', { name: 'Enter your code' });
  await codeDialog.waitFor();
  const code = (await server.codeTo(phone, sent)) ?? '';
  await codeDialog.getByRole('textbox', { name: 'One-time code' }).fill(code);
  await codeDialog.getByRole('button', { name: 'Verify' }).click();
}
