import type { PaymentType, ShipperType } from '@vitrina/contracts/store';

type Text = { cs: string; en: string };
/** Price with VAT in minor units per currency; without VAT is derived at 21 % when seeding. */
type Prices = { CZK: number; EUR: number };

export interface ShipperSpec {
  id: number;
  code: string;
  type: ShipperType;
  name: Text;
  description: Text;
  requiredAddress: boolean;
  hasBranches: boolean;
  leadDays: number;
  cutoffHour: number;
  timeSlots: string[];
  price: Prices;
  /** Free from the shop's free-shipping threshold (currencies.free_shipping_at), or never. */
  freeAtShopThreshold: boolean;
  blockedPayments: readonly string[];
}

export interface PaymentSpec {
  id: number;
  code: string;
  type: PaymentType;
  name: Text;
  description: Text;
  price: Prices;
}

export const paymentSpecs: readonly PaymentSpec[] = [
  {
    id: 1,
    code: 'CARD',
    type: 'CARD_ONLINE',
    name: { cs: 'Platba kartou online', en: 'Card payment online' },
    description: {
      cs: 'Visa, Mastercard, Apple Pay a Google Pay.',
      en: 'Visa, Mastercard, Apple Pay and Google Pay.',
    },
    price: { CZK: 0, EUR: 0 },
  },
  {
    id: 2,
    code: 'BANK_TRANSFER',
    type: 'BANK_TRANSFER',
    name: { cs: 'Bankovní převod', en: 'Bank transfer' },
    description: {
      cs: 'Zboží odešleme po připsání platby.',
      en: 'We ship once the payment arrives.',
    },
    price: { CZK: 0, EUR: 0 },
  },
  {
    id: 3,
    code: 'COD',
    type: 'CASH_ON_DELIVERY',
    name: { cs: 'Dobírka', en: 'Cash on delivery' },
    description: { cs: 'Zaplatíte při převzetí zásilky.', en: 'Pay when the parcel arrives.' },
    price: { CZK: 3_900, EUR: 150 },
  },
  {
    id: 4,
    code: 'CASH',
    type: 'CASH',
    name: { cs: 'Hotově nebo kartou na prodejně', en: 'Cash or card in the store' },
    description: {
      cs: 'Zaplatíte při vyzvednutí na prodejně.',
      en: 'Pay when you pick the order up.',
    },
    price: { CZK: 0, EUR: 0 },
  },
];

/**
 * Shipper 1 is pick-up in the shop's own stores (PERSONAL): its branches mirror the content
 * server's store branches (data/content-branches.ts). Shipper 2 is a network of generated points.
 */
export const shipperSpecs: readonly ShipperSpec[] = [
  {
    id: 1,
    code: 'PERSONAL',
    type: 'PERSONAL',
    name: { cs: 'Osobní odběr na prodejně', en: 'Pick-up in our store' },
    description: {
      cs: 'Objednávky do 12:00 připravíme ještě týž pracovní den.',
      en: 'Orders placed before noon are ready the same working day.',
    },
    requiredAddress: false,
    hasBranches: true,
    leadDays: 0,
    cutoffHour: 12,
    timeSlots: [],
    price: { CZK: 0, EUR: 0 },
    freeAtShopThreshold: false,
    blockedPayments: ['COD'],
  },
  {
    id: 2,
    code: 'PICKUP_POINT',
    type: 'PICKUP_NETWORK',
    name: { cs: 'Výdejní místa Vitrina Point', en: 'Vitrina Point pick-up points' },
    description: {
      cs: 'Více než 300 výdejních míst po celém Česku.',
      en: 'More than 300 pick-up points across Czechia.',
    },
    requiredAddress: false,
    hasBranches: true,
    leadDays: 1,
    cutoffHour: 14,
    timeSlots: [],
    price: { CZK: 7_900, EUR: 350 },
    freeAtShopThreshold: true,
    blockedPayments: ['CASH'],
  },
  {
    id: 3,
    code: 'POST',
    type: 'POST',
    name: { cs: 'Česká pošta – Balík Do ruky', en: 'Czech Post – parcel to your door' },
    description: {
      cs: 'Doručení na adresu do 2 pracovních dnů.',
      en: 'Delivered to your address within 2 working days.',
    },
    requiredAddress: true,
    hasBranches: false,
    leadDays: 2,
    cutoffHour: 12,
    timeSlots: [],
    price: { CZK: 11_900, EUR: 490 },
    freeAtShopThreshold: true,
    blockedPayments: ['CASH'],
  },
  {
    id: 4,
    code: 'COURIER',
    type: 'COURIER',
    name: { cs: 'Kurýr PPL', en: 'PPL courier' },
    description: {
      cs: 'Doručení na adresu následující pracovní den.',
      en: 'Delivered to your address the next working day.',
    },
    requiredAddress: true,
    hasBranches: false,
    leadDays: 1,
    cutoffHour: 15,
    timeSlots: [],
    price: { CZK: 12_900, EUR: 550 },
    freeAtShopThreshold: true,
    blockedPayments: ['CASH'],
  },
  {
    id: 5,
    code: 'EXPRESS',
    type: 'COURIER',
    name: { cs: 'Expres v časovém okně', en: 'Express in a time window' },
    description: {
      cs: 'Vyberete si den a tříhodinové okno doručení.',
      en: 'Choose the day and a delivery window.',
    },
    requiredAddress: true,
    hasBranches: false,
    leadDays: 1,
    cutoffHour: 11,
    timeSlots: ['08:00-12:00', '12:00-17:00', '17:00-21:00'],
    price: { CZK: 19_900, EUR: 890 },
    freeAtShopThreshold: false,
    // Paid before dispatch the next morning, so no waiting for a bank transfer either.
    blockedPayments: ['CASH', 'BANK_TRANSFER'],
  },
];

export const personalShipperId = 1;
export const pickupNetworkShipperId = 2;
