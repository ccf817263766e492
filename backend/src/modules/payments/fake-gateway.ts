import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gatewayResultStatuses, type GatewayResultStatus } from '@vitrina/contracts/store';
import { z } from 'zod';
import { resultMessage, signGateway, verifyGateway } from './gateway-signature.ts';
import type { NewProviderPayment } from './payment-provider.ts';

/** One payment as the fake gateway keeps it: what the shop asked for, its id and outcome. */
export interface FakePayment extends NewProviderPayment {
  id: string;
  status: 'created' | GatewayResultStatus;
}

const newPayment = z.object({
  reference: z.string().min(1).max(128),
  amount: z.number().int().min(1),
  currency: z.string().regex(/^[A-Z]{3}$/),
  description: z.string().max(255),
  returnUrl: z.url({ protocol: /^https?$/ }),
  notifyUrl: z.url({ protocol: /^https?$/ }).optional(),
});

const maxBody = 16_384;

async function readBody(request: IncomingMessage): Promise<string | undefined> {
  let text = '';
  for await (const chunk of request) {
    text += String(chunk);
    if (text.length > maxBody) return undefined;
  }
  return text;
}

function send(response: ServerResponse, status: number, type: string, body: string) {
  response.writeHead(status, { 'content-type': type, 'cache-control': 'no-store' });
  response.end(body);
}

const json = (response: ServerResponse, status: number, body: unknown) =>
  send(response, status, 'application/json', JSON.stringify(body));

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The hosted payment page: what is paid, and one button per outcome a test or demo may want. */
function paymentPage(payment: FakePayment): string {
  const amount = `${(payment.amount / 100).toFixed(2)} ${payment.currency}`;
  const button = (status: GatewayResultStatus, label: string) =>
    `<button name="result" value="${status}">${label}</button>`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>Test card gateway</title>
<style>body{font:16px system-ui,sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem}
button{font:inherit;padding:.6rem 1rem;margin:.25rem .5rem .25rem 0;cursor:pointer}</style></head>
<body><h1>Test card gateway</h1><p>No real money moves here.</p>
<p>${escapeHtml(payment.description)}: <strong>${escapeHtml(amount)}</strong></p>
<form method="post" action="/pay/${payment.id}">
${button('paid', 'Pay')}${button('cancelled', 'Cancel')}${button('failed', 'Decline the card')}
</form></body></html>`;
}

/** The signed result and the return URL carrying it, as the real gateway sends them. */
function signedResult(secret: string, payment: FakePayment) {
  const result = {
    paymentId: payment.id,
    reference: payment.reference,
    status: payment.status as GatewayResultStatus,
    amount: payment.amount,
    currency: payment.currency,
  };
  const signed = { ...result, signature: signGateway(secret, resultMessage(result)) };
  const back = new URL(payment.returnUrl);
  for (const [key, value] of Object.entries(signed)) back.searchParams.set(key, String(value));
  return { signed, returnUrl: back.toString() };
}

/**
 * A local stand-in for the card gateway speaking its protocol (card-gateway.ts): signed
 * `POST /v1/payments` (a known reference answers its payment again), the hosted page
 * `GET /pay/{id}` and its form `POST /pay/{id}` (`result=paid|cancelled|failed`), which settles
 * the payment once, posts the signed result to `notifyUrl` when one was given, and sends the
 * browser to `returnUrl` with the result in the query. `pnpm start` runs it when no real gateway
 * is configured; tests drive it the way a shopper's browser does.
 */
export async function startFakeGateway({
  secret = randomBytes(32).toString('hex'),
  host = '127.0.0.1',
  port = 0,
}: { secret?: string; host?: string; port?: number } = {}) {
  const payments = new Map<string, FakePayment>();
  const byReference = new Map<string, FakePayment>();
  const notifications: { status: number | 'failed'; body: unknown }[] = [];

  async function create(request: IncomingMessage, response: ServerResponse) {
    const body = await readBody(request);
    if (body === undefined) return json(response, 413, { error: 'body too large' });
    const signature = String(request.headers['x-signature'] ?? '');
    if (!/^[0-9a-f]{64}$/.test(signature) || !verifyGateway(secret, body, signature))
      return json(response, 401, { error: 'bad signature' });
    let parsed;
    try {
      parsed = newPayment.safeParse(JSON.parse(body));
    } catch {
      return json(response, 400, { error: 'not JSON' });
    }
    if (!parsed.success) return json(response, 400, { error: parsed.error.message });
    const known = byReference.get(parsed.data.reference);
    const payment = known ?? {
      ...parsed.data,
      id: randomBytes(12).toString('base64url'),
      status: 'created' as const,
    };
    payments.set(payment.id, payment);
    byReference.set(payment.reference, payment);
    json(response, known ? 200 : 201, {
      id: payment.id,
      status: payment.status,
      redirectUrl: `${state.url}/pay/${payment.id}`,
    });
  }

  async function settle(payment: FakePayment, request: IncomingMessage, response: ServerResponse) {
    const body = await readBody(request);
    const result = new URLSearchParams(body ?? '').get('result');
    const status = gatewayResultStatuses.find((known) => known === result);
    if (!status) return send(response, 400, 'text/plain', 'Choose a result');
    // Settled once: pressing again (or another tab) repeats the first result.
    if (payment.status === 'created') payment.status = status;
    const { signed, returnUrl } = signedResult(secret, payment);
    if (payment.notifyUrl) {
      try {
        const answer = await fetch(payment.notifyUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(signed),
          signal: AbortSignal.timeout(5_000),
        });
        await answer.body?.cancel();
        notifications.push({ status: answer.status, body: signed });
      } catch {
        // The shopper's return still carries the result.
        notifications.push({ status: 'failed', body: signed });
      }
    }
    response.writeHead(303, { location: returnUrl, 'cache-control': 'no-store' });
    response.end();
  }

  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://gateway').pathname;
    const page = /^\/pay\/([A-Za-z0-9_-]+)$/.exec(path);
    const payment = page ? payments.get(page[1] ?? '') : undefined;
    const answer =
      request.method === 'POST' && path === '/v1/payments'
        ? create(request, response)
        : payment && request.method === 'GET'
          ? Promise.resolve(send(response, 200, 'text/html; charset=utf-8', paymentPage(payment)))
          : payment && request.method === 'POST'
            ? settle(payment, request, response)
            : Promise.resolve(json(response, 404, { error: 'not found' }));
    answer.catch(() => {
      if (!response.headersSent) json(response, 500, { error: 'fake gateway failed' });
      else response.destroy();
    });
  });
  await new Promise<void>((resolve) => server.listen(port, host, resolve));
  const address = server.address() as AddressInfo;
  const state = {
    url: `http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${address.port}`,
    secret,
    payments,
    notifications,
    /** The signed result of a settled payment, as the return URL carries it. */
    resultOf: (id: string) => {
      const payment = payments.get(id);
      return payment && payment.status !== 'created' ? signedResult(secret, payment) : undefined;
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  return state;
}

export type FakeGateway = Awaited<ReturnType<typeof startFakeGateway>>;
