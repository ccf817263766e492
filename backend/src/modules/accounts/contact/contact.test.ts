import { endpoints } from '@vitrina/contracts';
import { describe, expect, it } from 'vitest';
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
});
