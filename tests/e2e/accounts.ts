import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { backendUrl } from './backend.ts';

/** The back end writes e-mails here without SMTP_URL (playwright.config.ts puts it per run). */
const outboxDir = path.join(process.env.E2E_DATA_DIR ?? '', 'outbox');

/**
 * A call straight to the back end that, like a well-behaved client, waits and retries when the back
 * end sheds load (503 + Retry-After), which a just-seeded back end on a busy machine may do.
 */
export async function fetchRetryingBusy(url: string, init: RequestInit): Promise<Response> {
  for (let attempt = 0; ; attempt += 1) {
    const response = await fetch(url, init);
    if (response.status !== 503 || attempt === 3) return response;
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
}

/** Undoes quoted-printable (soft line breaks, `=3D`), as mail bodies are encoded. */
function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/**
 * What `pick` finds in the newest e-mail of this kind that has it (texts decoded, newest first),
 * waiting for the outbox to deliver it.
 */
async function fromMail<T>(
  kind: string,
  pick: (text: string) => T | undefined,
  message: string,
): Promise<T> {
  let found: T | undefined;
  await expect
    .poll(
      async () => {
        const names = (await readdir(outboxDir).catch(() => [] as string[])).filter((name) =>
          name.endsWith(`-${kind}.eml`),
        );
        for (const name of names.sort().reverse()) {
          // The decoded bytes are UTF-8 (IČO, ×): read them as such.
          const bytes = decodeQuotedPrintable(await readFile(path.join(outboxDir, name), 'utf8'));
          found = pick(Buffer.from(bytes, 'latin1').toString('utf8'));
          if (found !== undefined) return true;
        }
        return false;
      },
      { timeout: 20_000, message },
    )
    .toBe(true);
  return found as T;
}

/**
 * The link of the newest e-mail to `recipient` of this kind (`account_activation`, `password_reset`…),
 * waiting for the outbox to deliver it.
 */
export async function mailedLink(recipient: string, kind: string): Promise<URL> {
  const link = await fromMail(
    kind,
    (text) =>
      text.toLowerCase().includes(recipient.toLowerCase())
        ? /https?:\/\/[^\s"<>]+token=[^\s"<>]+/.exec(text)?.[0]
        : undefined,
    `a ${kind} e-mail to ${recipient}`,
  );
  return new URL(link);
}

/** The text of the newest e-mail of this kind (`inquiry_form`…) that contains `needle`. */
export function mailedText(needle: string, kind: string): Promise<string> {
  return fromMail(
    kind,
    (text) => (text.includes(needle) ? text : undefined),
    `a ${kind} e-mail with ${needle}`,
  );
}

/** A fresh address per test, so tests and runs never meet. */
export function uniqueEmail(label: string): string {
  return `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.cz`;
}

/** An activated account made through the back end's own calls (for tests about other things). */
export async function activeAccount(label: string, password = 'Heslo-1234') {
  const email = uniqueEmail(label);
  const response = await fetchRetryingBusy(`${backendUrl}/api/v1/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-locale': 'cs' },
    body: JSON.stringify({
      email,
      password,
      password_confirmation: password,
      firstName: 'Test',
      lastName: 'Tester',
    }),
  });
  if (!response.ok) throw new Error(`register answered ${response.status}`);
  const link = await mailedLink(email, 'account_activation');
  const activated = await fetchRetryingBusy(`${backendUrl}/api/v1/user/activate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-locale': 'cs' },
    body: JSON.stringify({ token: link.searchParams.get('token') }),
  });
  if (!activated.ok) throw new Error(`activate answered ${activated.status}`);
  return { email, password };
}

/** The login form's labels in one language. */
export interface LoginLabels {
  logIn: string;
  email: string;
  password: string;
}

/** Fills and sends the login form of the page. */
export async function logIn(page: Page, labels: LoginLabels, email: string, password: string) {
  const form = page.getByRole('region', { name: labels.logIn });
  await form.getByRole('textbox', { name: labels.email, exact: true }).fill(email);
  await form.getByRole('textbox', { name: labels.password, exact: true }).fill(password);
  await form.getByRole('button', { name: labels.logIn }).click();
}
