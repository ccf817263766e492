import { z } from 'zod';
import type { PaymentProvider } from './payment-provider.ts';
import { ProviderUnavailableError } from './payment-provider.ts';
import { resultMessage, signGateway, verifyGateway } from './gateway-signature.ts';

export interface CardGatewayOptions {
  /** The gateway's base URL (config `PAYMENT_GATEWAY_URL`). */
  url: string;
  /** Shared HMAC secret (config `PAYMENT_GATEWAY_SECRET`): signs our requests and its results. */
  secret: string;
  /** Whole call: a slow gateway must not hold the shopper's checkout for long. */
  timeoutMs?: number;
}

const createdPayment = z.object({
  id: z.string().regex(/^[A-Za-z0-9_-]{1,128}$/),
  redirectUrl: z.url({ protocol: /^https?$/ }),
});

/**
 * The card gateway: a hosted payment page reached over HTTP. `POST {url}/v1/payments` with a JSON
 * body signed in `x-signature` (HMAC of the raw body) answers the payment's id and page; the same
 * `reference` answers the same payment. Its result comes back signed (`resultMessage`).
 */
export function createCardGateway({
  url,
  secret,
  timeoutMs = 5_000,
}: CardGatewayOptions): PaymentProvider {
  const endpoint = `${url.replace(/\/+$/, '')}/v1/payments`;
  return {
    name: 'card_gateway',
    paymentTypes: ['CARD_ONLINE'],
    async createPayment(payment) {
      const body = JSON.stringify(payment);
      let answer: unknown;
      try {
        const response = await fetch(endpoint, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            accept: 'application/json',
            'x-signature': signGateway(secret, body),
          },
          body,
          signal: AbortSignal.timeout(timeoutMs),
        });
        if (!response.ok) {
          await response.body?.cancel();
          throw new ProviderUnavailableError(`card gateway answered ${response.status}`);
        }
        answer = await response.json();
      } catch (error) {
        if (error instanceof ProviderUnavailableError) throw error;
        throw new ProviderUnavailableError(`card gateway request failed: ${String(error)}`, {
          cause: error,
        });
      }
      const parsed = createdPayment.safeParse(answer);
      if (!parsed.success)
        throw new ProviderUnavailableError('card gateway answer has an unexpected shape');
      return { externalRef: parsed.data.id, redirectUrl: parsed.data.redirectUrl };
    },
    verifyResult: (result) => verifyGateway(secret, resultMessage(result), result.signature),
  };
}
