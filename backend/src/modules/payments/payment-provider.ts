import type { PaymentCallbackBody, PaymentType } from '@vitrina/contracts/store';

/** What the shop asks a provider for: one attempt to pay one order. */
export interface NewProviderPayment {
  /** Our attempt's id; asking again with the same reference must give the same payment. */
  reference: string;
  /** Minor units of `currency`. */
  amount: number;
  currency: string;
  description: string;
  /** Where the shopper's browser comes back to (the storefront's payment callback page). */
  returnUrl: string;
  /** Where the provider posts the result server to server, when the back end is reachable. */
  notifyUrl?: string;
}

/** A provider's payment: its id and the page the shopper pays on. */
export interface ProviderPayment {
  externalRef: string;
  redirectUrl: string;
}

/**
 * An online payment provider. Offline payments (bank transfer, cash on delivery, cash) need none:
 * their orders are `not_required` from the start. A provider is chosen by the payment's type.
 */
export interface PaymentProvider {
  /** Stored with each attempt (`payment_transactions.provider`), so results find their provider. */
  readonly name: string;
  readonly paymentTypes: readonly PaymentType[];
  /** Throws `ProviderUnavailableError` when the provider cannot be reached or answers nonsense. */
  createPayment(payment: NewProviderPayment): Promise<ProviderPayment>;
  /** Whether a result really comes from this provider (its signature). */
  verifyResult(result: PaymentCallbackBody): boolean;
}

/** The provider gave no usable answer; the order stays payable and the shopper may try again. */
export class ProviderUnavailableError extends Error {
  override name = 'ProviderUnavailableError';
}
