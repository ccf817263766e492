import { endpoints } from '@vitrina/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { contactMessages } from '../../../db/schema/index.ts';
import { testDatabases } from '../../../test/databases.ts';
import { send, uniqueEmail, useAccountsApp } from '../users/users.test-helpers.ts';

describe.each(testDatabases)('contact form on $name', (database) => {
  const { api, smtp } = useAccountsApp(database);

  it("mails the shopper's message to the shop's contact address", async () => {
    const email = uniqueEmail('contact');
    const { data } = await api.call(endpoints.contactForm, {
      body: { name: 'Jana Nováková', email, message: 'Dobrý den, máte skladem stan pro 4 osoby?' },
    });
    expect(data).toEqual({ success: true });
    const ours = () => smtp.received.find((received) => received.text.includes(email));
    await expect.poll(ours, { timeout: 10_000 }).toBeTruthy();
    const mail = ours()!;
    expect(mail.subject).toBe('Contact form: Jana Nováková');
    expect(mail.text).toContain('máte skladem stan');
  });

  it('answers 400 naming each wrong field', async () => {
    const answer = await send(api, 'POST', '/api/v1/contact-form', {
      name: ' ',
      email: 'not-an-email',
      message: 'short',
    });
    expect(answer.status).toBe(400);
    const fields = (answer.body as { data: { errors: { field?: string }[] } }).data.errors.map(
      (error) => error.field,
    );
    expect(fields).toEqual(expect.arrayContaining(['name', 'email', 'message']));
  });

  const inquiry = (email: string) => ({
    kind: 'inquiry' as const,
    name: 'Petr Svoboda',
    email,
    phone: '+420 777 123 456',
    company: 'Stavby Svoboda s.r.o.',
    tin: '27074358',
    message: 'STAN-4 × 2\nKARIMATKA-XL × 10\nProsím o cenovou nabídku s dopravou.',
    consent: true as const,
  });

  it('keeps an order inquiry and mails it to the shop, company and IČO included', async () => {
    const email = uniqueEmail('inquiry');
    const { data } = await api.call(endpoints.contactForm, { body: inquiry(email) });
    expect(data).toEqual({ success: true });
    const rows = await api.handle.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.email, email));
    expect(rows).toEqual([
      expect.objectContaining({
        kind: 'inquiry',
        name: 'Petr Svoboda',
        phone: '+420 777 123 456',
        subject: 'Stavby Svoboda s.r.o., IČO 27074358',
        locale: 'cs',
        message: expect.stringContaining('KARIMATKA-XL × 10'),
      }),
    ]);
    const ours = () => smtp.received.find((received) => received.text.includes(email));
    await expect.poll(ours, { timeout: 10_000 }).toBeTruthy();
    const mail = ours()!;
    expect(mail.subject).toBe('Order inquiry: Petr Svoboda');
    expect(mail.text).toContain('Company: Stavby Svoboda s.r.o., IČO 27074358');
    expect(mail.text).toContain('STAN-4 × 2');
    // Only the shop is written to: the typed address gets nothing.
    expect(smtp.received.filter((received) => received.to.includes(email))).toEqual([]);
  });

  it('keeps a contact message as kind contact', async () => {
    const email = uniqueEmail('contact-kept');
    await api.call(endpoints.contactForm, {
      body: { name: 'Jana', email, message: 'Kdy budete mít znovu skladem?' },
    });
    const rows = await api.handle.db
      .select({ kind: contactMessages.kind, subject: contactMessages.subject })
      .from(contactMessages)
      .where(eq(contactMessages.email, email));
    expect(rows).toEqual([{ kind: 'contact', subject: null }]);
  });

  it('answers 400 naming the wrong inquiry fields, never a 500', async () => {
    const email = uniqueEmail('inquiry-bad');
    const cases: [Record<string, unknown>, string[]][] = [
      [{ ...inquiry(email), tin: '27074359', consent: false }, ['tin', 'consent']],
      [{ ...inquiry(email), message: 'STAN\u0000' }, ['message']],
      [
        { ...inquiry(email), name: 'x'.repeat(10_000), message: 'y'.repeat(6000) },
        ['name', 'message'],
      ],
      [{ ...inquiry(email), email: 42, phone: -1 }, ['email', 'phone']],
      [{ ...inquiry(email), consent: undefined }, ['consent']],
      [{ ...inquiry(email), price: 1 }, []],
      [{ ...inquiry(email), kind: 'order' }, ['kind']],
    ];
    for (const [body, fields] of cases) {
      const answer = await send(api, 'POST', '/api/v1/contact-form', body);
      expect(answer.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      const errors = (answer.body as { data: { errors: { field?: string; code: string }[] } }).data
        .errors;
      expect(errors.map((error) => error.field)).toEqual(expect.arrayContaining(fields));
      expect(errors.every((error) => error.code === 'validation_failed')).toBe(true);
    }
    const rows = await api.handle.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.email, email));
    expect(rows).toEqual([]);
  });
});

describe.each(testDatabases)('inquiry rate limit on $name', (database) => {
  const { api } = useAccountsApp(database, { perIp: 2 });

  it('counts inquiries with contact messages per IP and answers 429 over the limit', async () => {
    const body = {
      kind: 'inquiry',
      name: 'Petr',
      email: uniqueEmail('limit'),
      message: 'STAN-4 × 1',
      consent: true,
    };
    expect((await send(api, 'POST', '/api/v1/contact-form', body)).status).toBe(200);
    expect((await send(api, 'POST', '/api/v1/contact-form', body)).status).toBe(200);
    const third = await send(api, 'POST', '/api/v1/contact-form', body);
    expect(third.status).toBe(429);
    expect(third.body).toMatchObject({ data: { errors: [{ code: 'rate_limited' }] } });
  });
});
