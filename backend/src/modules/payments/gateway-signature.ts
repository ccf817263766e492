import { createHmac, timingSafeEqual } from 'node:crypto';
import type { PaymentCallbackBody } from '@vitrina/contracts/store';

/** Hex HMAC-SHA-256 under the secret shared with the card gateway. */
export function signGateway(secret: string, message: string): string {
  return createHmac('sha256', secret).update(message).digest('hex');
}

/** Constant-time comparison, so a forger learns nothing from how fast a guess is refused. */
export function verifyGateway(secret: string, message: string, signature: string): boolean {
  const expected = Buffer.from(signGateway(secret, message), 'hex');
  const given = Buffer.from(signature, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The signed text of a result: every field that says what happened to which payment. */
export function resultMessage(result: Omit<PaymentCallbackBody, 'signature'>): string {
  return [result.paymentId, result.reference, result.status, result.amount, result.currency].join(
    '|',
  );
}
