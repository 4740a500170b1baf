// Tax invoices through the real API on both databases: numbered from a gap-free per-tenant sequence in the
// completing transaction (parallel completions take 1..N), drawn as a PDF whose text says the seller, GSTIN,
// rider (Tamil and Arabic names in their own embedded fonts), fare lines and GST by rate, e-mailed once to a
// rider with an e-mail, frozen against later settings, and never served to another rider or tenant.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gstinCheckCharacter } from '../../src/domain/money/gstin';
import { splitGst } from '../../src/domain/money/invoice';
import { invoices, messages, rides, tenantHosts, tenants, users } from '../../src/server/db/schema';
import { DEMO } from '../../src/server/db/seed';
import { issueInvoice } from '../../src/server/modules/money/invoices';
import { arabicSkeleton, embeddedFonts, pdfText } from '../helpers/pdf-text';
import { acceptWithNewDriver, bookSedan, completeRide } from '../helpers/rides';
import { partnerToken, riderToken } from '../helpers/sessions';
import { startTestApp, type TestApp } from '../helpers/test-app';
import { testDatabases } from '../helpers/test-databases';

const host = DEMO.host;
const gstin = (first14: string) => first14 + gstinCheckCharacter(first14);
const TAMIL_NADU_GSTIN = gstin('33AAKCK1234F1Z');
const KARNATAKA_GSTIN = gstin('29AAKCK1234F1Z');
/** Amounts as the PDF prints them (Indian grouping, two decimals; another language's own way with `locale`). */
const printed = (minor: number, locale = 'en-IN') =>
  new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(minor / 100);
/** Any space as a plain one: locales group digits with no-break spaces. */
const spaced = (text: string) => text.replace(/\s/g, ' ');

/** The English invoice's own labels, none of which may show in another language's invoice. */
const ENGLISH_LABELS = [
  'TAX INVOICE',
  'Invoice INV',
  'Billed to',
  'Place of supply',
  'Date:',
  'From:',
  'Pickup:',
  'Payment:',
  'Description',
  'Taxable',
  'Amount (INR)',
  'Ride fare',
  'passenger transport',
  '(included)',
  'Total paid',
  'computer-generated',
];

/** Labels of each language as pdf.js reads them back (Indic words picked whose vowel signs it keeps in place). */
const TRANSLATED: Record<'ta' | 'hi' | 'kn' | 'ru', { labels: string[]; fonts: string[] }> = {
  ta: {
    labels: ['வழங்கல் இடம்', 'பயணக் கட்டணம்', 'வண்டியில் பயணிகள்', 'மத்திய', 'உள்ளூர்'],
    fonts: ['NotoSansTamil-Regular'],
  },
  hi: { labels: ['कर बीजक', 'कुल भुगतान', 'यात्रा', 'कहाँ से', 'यात्री', 'केंद्रीय', 'एक तरफ़ा'], fonts: [] },
  kn: {
    labels: ['ಸರಬರಾಜಿನ ಸ್ಥಳ', 'ಪ್ರಯಾಣ ದರ', 'ಪ್ರಯಾಣಿಕರ ಸಾರಿಗೆ', 'ಏಕಮುಖ', 'ಪಾವತಿ'],
    fonts: ['NotoSansKannada-Regular'],
  },
  ru: {
    labels: [
      'НАЛОГОВЫЙ СЧЁТ',
      'Место поставки',
      'Плательщик',
      'Стоимость поездки',
      'Итого оплачено',
      'Седан',
    ],
    fonts: [],
  },
};

describe.each(testDatabases())('ride invoices on $name', (target) => {
  let t: TestApp;
  let partner: string;
  let rider: string;
  let drivers = 0;
  let bookings = 0;

  const auth = (token: string) => ({ host, authorization: `Bearer ${token}` });
  const settings = (invoicing: object, key: string) =>
    t.app.inject({
      method: 'PATCH',
      url: '/api/v1/partner/settings',
      headers: { ...auth(partner), 'idempotency-key': key },
      payload: { invoicing },
    });

  const book = (token: string, customerName: string, customerEmail = '') =>
    bookSedan(t, token, `book-${(bookings += 1)}-${Date.now()}`, { extra: { customerName, customerEmail } });

  async function bookAndComplete(token: string, customerName: string, customerEmail = '') {
    const rideId = await book(token, customerName, customerEmail);
    drivers += 1;
    await acceptWithNewDriver(t, partner, rideId, {
      firstName: 'Driver',
      lastName: String(drivers),
      phone: `+9198000${String(drivers).padStart(5, '0')}`,
      vehicleNumber: `TN01 IV${String(drivers).padStart(4, '0')}`,
    });
    await completeRide(t, partner, rideId);
    return rideId;
  }

  const download = (rideId: string, token: string | null, path = `/api/v1/rides/${rideId}/invoice.pdf`) =>
    t.app.inject({ url: path, headers: token ? auth(token) : { host } });

  beforeAll(async () => {
    t = await startTestApp(target);
    partner = await partnerToken(t);
    rider = await riderToken(t, '+919811100001');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('takes the legal name, address and a GSTIN whose check character is right', async () => {
    const wrong = TAMIL_NADU_GSTIN.endsWith('A') ? 'B' : 'A';
    const typo = await settings({ gstin: TAMIL_NADU_GSTIN.slice(0, 14) + wrong }, 'gstin-typo');
    expect(typo.statusCode, typo.body).toBe(400);
    expect(typo.json().error.fields['invoicing.gstin']).toMatch(/last character/);
    const shape = await settings({ gstin: '33-ABC' }, 'gstin-shape');
    expect(shape.json().error.fields['invoicing.gstin']).toMatch(/15-character/);
    const saved = await settings(
      {
        legalName: 'Demo Travels Private Limited',
        gstin: TAMIL_NADU_GSTIN.toLowerCase(),
        address: '12 Anna Salai, Chennai 600002',
      },
      'gstin-ok',
    );
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().invoicing).toEqual({
      legalName: 'Demo Travels Private Limited',
      gstin: TAMIL_NADU_GSTIN,
      address: '12 Anna Salai, Chennai 600002',
    });
  });

  it('draws the invoice of a completed ride with the fare lines and CGST and SGST in the partner’s state', async () => {
    const rideId = await bookAndComplete(rider, 'முருகன்', 'murugan@example.in');
    const answer = await download(rideId, rider);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers['content-type']).toBe('application/pdf');
    expect(answer.headers['content-disposition']).toMatch(/attachment; filename="invoice-INV-\d{6}\.pdf"/);
    const text = await pdfText(answer.rawPayload);
    const [ride] = await t.database.db.select().from(rides).where(eq(rides.id, rideId));
    const split = splitGst(ride!, true);
    for (const expected of [
      'TAX INVOICE',
      'Demo Travels Private Limited',
      `GSTIN: ${TAMIL_NADU_GSTIN}`,
      'Place of supply: Tamil Nadu (33)',
      'முருகன்',
      'murugan@example.in',
      'From: T. Nagar',
      'To: Adyar',
      printed(ride!.rideAmount),
      printed(split.lines[0]!.taxableValue),
      `CGST @ 2.5% (included)   ${printed(split.taxes[0]!.amount)}`,
      `SGST @ 2.5% (included)   ${printed(split.taxes[1]!.amount)}`,
      printed(ride!.totalAmount),
    ])
      expect(text).toContain(expected);
    expect(split.taxes[0]!.amount + split.taxes[1]!.amount).toBe(
      ride!.rideAmount - split.lines[0]!.taxableValue,
    );
    expect(embeddedFonts(answer.rawPayload)).toEqual(
      expect.arrayContaining(['NotoSans-Regular', 'NotoSansTamil-Regular']),
    );

    const partnerCopy = await download(rideId, partner, `/api/v1/partner/rides/${rideId}/invoice.pdf`);
    expect(partnerCopy.statusCode).toBe(200);
    expect(await pdfText(partnerCopy.rawPayload)).toBe(text);
  });

  it('names the trip’s service, kind and vehicle in the language asked for, English without one', async () => {
    const rideId = await bookAndComplete(rider, 'Meena');
    const english = await pdfText((await download(rideId, rider)).rawPayload);
    expect(english).toContain('Local · One way · ');
    expect(english).toMatch(/Sedan · TN01 IV\d{4}/);
    const tamil = await pdfText(
      (await download(rideId, rider, `/api/v1/rides/${rideId}/invoice.pdf?lang=ta`)).rawPayload,
    );
    // pdf.js reads each script's run apart (and a Tamil vowel sign before its consonant, as drawn).
    for (const label of ['உள்ளூர்', 'ஒரு வழி', 'டான்']) expect(tamil).toContain(label);
    for (const label of ['Local', 'One way', 'Sedan']) expect(tamil).not.toContain(label);
    // The partner's copy takes the language too. (Arabic is left out here: the process keeps one subset of each
    // font, and pdf.js reads dal and thal, drawn from one base glyph, as whichever came first.)
    const partnerCopy = await download(
      rideId,
      partner,
      `/api/v1/partner/rides/${rideId}/invoice.pdf?lang=ta`,
    );
    expect(await pdfText(partnerCopy.rawPayload)).toBe(tamil);
    const unknown = await download(rideId, rider, `/api/v1/rides/${rideId}/invoice.pdf?lang=xx`);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.message).toContain('Unknown language');
  });

  it('reads every label, date and amount in the language asked for, with that script’s font', async () => {
    expect((await settings({ gstin: TAMIL_NADU_GSTIN }, 'gstin-words')).statusCode).toBe(200);
    const rideId = await bookAndComplete(rider, 'Lakshmi');
    const [ride] = await t.database.db.select().from(rides).where(eq(rides.id, rideId));
    const inLanguage = async (lang: string) => {
      const answer = await download(rideId, rider, `/api/v1/rides/${rideId}/invoice.pdf?lang=${lang}`);
      expect(answer.statusCode, answer.body).toBe(200);
      return { text: spaced(await pdfText(answer.rawPayload)), fonts: embeddedFonts(answer.rawPayload) };
    };
    for (const [lang, expected] of Object.entries(TRANSLATED)) {
      const { text, fonts } = await inLanguage(lang);
      for (const label of expected.labels) expect(text, lang).toContain(label);
      for (const label of ENGLISH_LABELS) expect(text, lang).not.toContain(label);
      // The legal identifiers stay as the law writes them.
      for (const kept of [`GSTIN: ${TAMIL_NADU_GSTIN}`, 'SAC 9964', 'CGST', 'SGST'])
        expect(text, lang).toContain(kept);
      expect(text, lang).toContain(spaced(printed(ride!.totalAmount, `${lang}-IN`)));
      expect(fonts, lang).toEqual(expect.arrayContaining(expected.fonts));
    }
    // Devanagari's subset of Noto Sans goes by the Latin one's name: one more font of that name than in English.
    const notoSubsets = async (lang: string) => {
      const answer = await download(rideId, rider, `/api/v1/rides/${rideId}/invoice.pdf?lang=${lang}`);
      const pdf = Buffer.from(answer.rawPayload).toString('latin1');
      return new Set(pdf.match(/\/BaseFont \/[A-Z]{6}\+NotoSans-Regular\b/g)).size;
    };
    expect(await notoSubsets('hi')).toBe((await notoSubsets('en')) + 1);
    // A Russian date reads in Russian.
    const russian = (await inLanguage('ru')).text;
    const month = new Intl.DateTimeFormat('ru-IN', { month: 'short', timeZone: 'Asia/Kolkata' }).format(
      new Date(ride!.pickupAt),
    );
    // (pdf.js reads the abbreviation's dot, drawn in the Latin font, as a word of its own.)
    expect(russian).toContain(month.replace(/\.$/, ''));

    // Arabic, compared by its letters' skeleton (see arabicSkeleton), right to left in its own font.
    const arabic = await inLanguage('ar');
    for (const word of ['فاتورة', 'ضريبية', 'التوريد', 'الوصف', 'المبلغ', 'المدفوع'])
      expect(arabicSkeleton(arabic.text)).toContain(arabicSkeleton(word));
    for (const label of ENGLISH_LABELS) expect(arabic.text).not.toContain(label);
    expect(arabic.fonts).toContain('NotoSansArabic-Regular');

    // Telugu and Malayalam in their fonts (fontkit throws on a Telugu mark anchor the subset lacks, as in ప్ర; the
    // run is drawn without mark positioning instead of failing the download).
    for (const [lang, font, label] of [
      ['te', 'NotoSansTelugu-Regular', 'ప్రయాణ'],
      ['ml', 'NotoSansMalayalam-Regular', 'തുക'],
    ] as const) {
      const { text, fonts } = await inLanguage(lang);
      expect(text, lang).toContain(label);
      expect(fonts, lang).toContain(font);
      for (const english of ENGLISH_LABELS) expect(text, lang).not.toContain(english);
    }

    // No CJK font ships, so a Chinese invoice reads in English rather than in glyphs the fonts lack.
    const chinese = await inLanguage('zh');
    expect(chinese.text).toContain('TAX INVOICE');
    expect(chinese.text).toMatch(/Local · One way · /);
  });

  it('e-mails the invoice once to a rider who gave an e-mail, with the PDF attached', async () => {
    const rideId = await bookAndComplete(rider, 'Asha', 'asha@example.in');
    const [invoice] = await t.database.db.select().from(invoices).where(eq(invoices.rideId, rideId));
    expect(invoice!.emailedAt).not.toBeNull();
    const mails = t.smtp.mails.filter((mail) => mail.to.includes('asha@example.in'));
    expect(mails).toHaveLength(1);
    const raw = mails[0]!.raw.replace(/=\r?\n/g, '');
    expect(raw).toMatch(/Subject: Demo Travels: invoice INV-\d{6} for your ride/);
    expect(raw).toMatch(/Content-Type: application\/pdf; name=invoice-INV-\d{6}\.pdf/);
    const attached =
      /Content-Transfer-Encoding: base64\r?\nContent-Disposition: attachment;[^\n]*\r?\n\r?\n([\s\S]+?)\r?\n--/.exec(
        mails[0]!.raw,
      )?.[1];
    expect(await pdfText(Buffer.from(attached!.replace(/\s+/g, ''), 'base64'))).toContain('Asha');
    // The message log holds the e-mail beside the ride's texts, with the Message-ID the SMTP server got.
    const logged = await t.database.db
      .select()
      .from(messages)
      .where(and(eq(messages.rideId, rideId), eq(messages.channel, 'email')));
    expect(logged).toEqual([
      expect.objectContaining({
        kind: 'invoice',
        recipient: 'asha@example.in',
        status: 'sent',
        provider: 'smtp',
      }),
    ]);
    expect(raw).toContain(`Message-ID: ${logged[0]!.providerId}`);
    // A rider with no e-mail gets no mail, and the invoice is still there to download.
    const before = t.smtp.mails.length;
    const silent = await bookAndComplete(rider, 'Ravi');
    expect(t.smtp.mails.length).toBe(before);
    expect((await download(silent, rider)).statusCode).toBe(200);
  });

  it('draws Arabic names in an embedded Arabic font', async () => {
    const rideId = await bookAndComplete(rider, 'محمد علي');
    const answer = await download(rideId, rider);
    expect(embeddedFonts(answer.rawPayload)).toContain('NotoSansArabic-Regular');
    // Compared by skeleton: an Arabic invoice drawn before in this process decides which letter pdf.js reads a
    // shared base glyph as (see arabicSkeleton).
    const text = arabicSkeleton(await pdfText(answer.rawPayload));
    expect(text).toContain(arabicSkeleton('محمد'));
    expect(text).toContain(arabicSkeleton('علي'));
  });

  it('keeps what was issued when the settings change, and charges IGST when the rider boards in another state', async () => {
    const rideId = await bookAndComplete(rider, 'Kavya');
    const first = await pdfText((await download(rideId, rider)).rawPayload);
    expect(
      (await settings({ legalName: 'Bengaluru Cabs LLP', gstin: KARNATAKA_GSTIN }, 'gstin-ka')).statusCode,
    ).toBe(200);
    expect(await pdfText((await download(rideId, rider)).rawPayload)).toBe(first);
    const interState = await bookAndComplete(rider, 'Kavya');
    const text = await pdfText((await download(interState, rider)).rawPayload);
    expect(text).toContain('Bengaluru Cabs LLP');
    expect(text).toContain('Place of supply: Tamil Nadu (33)');
    expect(text).toContain('State: Karnataka (29)');
    expect(text).toMatch(/IGST @ 5% \(included\)/);
    expect(text).not.toContain('CGST');
    // Unregistered: a bill of supply without tax.
    expect((await settings({ gstin: '' }, 'gstin-none')).statusCode).toBe(200);
    const untaxed = await pdfText((await download(await bookAndComplete(rider, 'Kavya'), rider)).rawPayload);
    expect(untaxed).toContain('BILL OF SUPPLY');
    expect(untaxed).not.toMatch(/GST @/);
    expect((await settings({ gstin: TAMIL_NADU_GSTIN }, 'gstin-back')).statusCode).toBe(200);
  });

  it('answers 404 to another rider, another tenant and for a ride not completed; 401 or 403 without a rider session', async () => {
    const rideId = await bookAndComplete(rider, 'Own');
    const stranger = await riderToken(t, '+919811100002');
    expect((await download(rideId, stranger)).statusCode).toBe(404);
    expect((await download(rideId, null)).statusCode).toBe(401);
    expect((await download(rideId, partner)).statusCode).toBe(403);
    const open = await book(rider, 'Waiting');
    expect((await download(open, rider)).statusCode).toBe(404);
    expect((await download(open, partner, `/api/v1/partner/rides/${open}/invoice.pdf`)).statusCode).toBe(404);

    const [other] = await t.database.db
      .insert(tenants)
      .values({ businessName: 'Other Cabs', email: 'owner@other.test', domain: 'other.test' })
      .returning();
    await t.database.db.insert(tenantHosts).values({ host: 'other.test', tenantId: other!.id });
    await t.database.db
      .insert(users)
      .values({ tenantId: other!.id, role: 'partner', partnerRole: 'owner', email: 'owner@other.test' });
    const otherPartner = await partnerToken(t, 'owner@other.test', 'other.test');
    const otherRider = await riderToken(t, '+919811100001', 'other.test');
    const on = (token: string, path: string) =>
      t.app.inject({ url: path, headers: { host: 'other.test', authorization: `Bearer ${token}` } });
    expect((await on(otherPartner, `/api/v1/partner/rides/${rideId}/invoice.pdf`)).statusCode).toBe(404);
    expect((await on(otherRider, `/api/v1/rides/${rideId}/invoice.pdf`)).statusCode).toBe(404);
  });

  it('numbers parallel completions 1..N with no gap or duplicate, and a rolled-back number is reused', async () => {
    const [demo] = await t.database.db.select().from(tenants).where(eq(tenants.domain, DEMO.host));
    const taken = async () =>
      (
        await t.database.db
          .select({ n: invoices.sequence })
          .from(invoices)
          .where(eq(invoices.tenantId, demo!.id))
      )
        .map((row) => row.n)
        .sort((a, b) => a - b);
    const before = await taken();
    expect(before).toEqual(before.map((_, at) => at + 1));

    // A completion that fails after taking its number gives the number back.
    const spare = await book(rider, 'Rollback');
    const [spareRow] = await t.database.db.select().from(rides).where(eq(rides.id, spare));
    await expect(
      t.database.db.transaction(async (tx) => {
        await issueInvoice(tx, demo!, spareRow!);
        throw new Error('the completion failed after numbering');
      }),
    ).rejects.toThrow(/failed after numbering/);
    expect(await taken()).toEqual(before);

    const N = 12;
    const template = (await book(rider, 'Parallel'))!;
    const [row] = await t.database.db.select().from(rides).where(eq(rides.id, template));
    const { id: _id, ...fields } = row!;
    const clones = await t.database.db
      .insert(rides)
      .values(Array.from({ length: N }, () => ({ ...fields, status: 'ontrip' })))
      .returning({ id: rides.id });
    const answers = await Promise.all(
      clones.map(({ id }) =>
        t.app.inject({
          method: 'POST',
          url: `/api/v1/partner/rides/${id}/actions`,
          headers: { ...auth(partner), 'idempotency-key': `parallel-${id}` },
          payload: { action: 'complete' },
        }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(N).fill(200));
    const after = await taken();
    expect(after).toEqual(Array.from({ length: before.length + N }, (_, at) => at + 1));
    const numbered = await t.database.db
      .select({ n: invoices.sequence })
      .from(invoices)
      .where(and(eq(invoices.tenantId, demo!.id)));
    expect(new Set(numbered.map((r) => r.n)).size).toBe(numbered.length);
  });
});
