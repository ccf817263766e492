/**
 * Czech bank-transfer details: the shop's account from its IBAN, and the SPAYD text ("Short
 * Payment Descriptor", the Czech Banking Association's QR payment format that Czech banking apps
 * read) of an order's payment.
 */

/** An IBAN without spaces, upper-cased, whose mod-97 check holds; null otherwise. */
export function normalizeIban(text: string): string | null {
  const iban = text.replace(/\s+/g, '').toUpperCase();
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return null;
  const digits = `${iban.slice(4)}${iban.slice(0, 4)}`.replace(/[A-Z]/g, (letter) =>
    String(letter.charCodeAt(0) - 55),
  );
  let rest = 0;
  for (const digit of digits) rest = (rest * 10 + Number(digit)) % 97;
  return rest === 1 ? iban : null;
}

/**
 * A Czech IBAN (`CZkk BBBB PPPPPP AAAAAAAAAA`) as Czech shoppers write the account:
 * `prefix-number/bank` without leading zeros (`19-2000145399/0800`); null for another country.
 */
export function czechAccountNumber(iban: string): string | null {
  const match = /^CZ\d{2}(\d{4})(\d{6})(\d{10})$/.exec(iban);
  if (!match) return null;
  const [, bank, prefix, number] = match as unknown as [string, string, string, string];
  const trimmed = (digits: string) => digits.replace(/^0+(?=\d)/, '');
  const head = Number(prefix) === 0 ? '' : `${trimmed(prefix)}-`;
  return `${head}${trimmed(number)}/${bank}`;
}

/** The IBAN in groups of four, as printed on invoices. */
export function groupedIban(iban: string): string {
  return iban.replace(/(.{4})(?=.)/g, '$1 ');
}

/**
 * The variable symbol: the order code's digits (order codes are the year plus the id, decision
 * 065). It holds at most 10 digits; a longer code has none, and the message names the order.
 */
export function variableSymbol(orderCode: string): string | null {
  const digits = orderCode.replace(/\D/g, '');
  return digits.length > 0 && digits.length <= 10 ? digits : null;
}

export interface SpaydPayment {
  iban: string;
  bic?: string | null;
  /** Minor units (hundredths) of `currency`. */
  amount: number;
  currency: string;
  variableSymbol: string | null;
  message: string;
}

/**
 * Values may not hold `*` (the field separator); the format escapes it and `%` with percent
 * codes. Diacritics are dropped: older banking apps mis-read UTF-8, and the message is a hint only.
 */
function spaydValue(text: string, max: number): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, '')
    .slice(0, max)
    .replace(/%/g, '%25')
    .replace(/\*/g, '%2A');
}

/** `SPD*1.0*ACC:…*AM:…*CC:…*X-VS:…*MSG:…`, the text of the QR payment code. */
export function spaydText(payment: SpaydPayment): string {
  const fields = [
    'SPD',
    '1.0',
    `ACC:${payment.iban}${payment.bic ? `+${payment.bic}` : ''}`,
    `AM:${(payment.amount / 100).toFixed(2)}`,
    `CC:${payment.currency}`,
    ...(payment.variableSymbol ? [`X-VS:${payment.variableSymbol}`] : []),
    `MSG:${spaydValue(payment.message, 60)}`,
  ];
  return fields.join('*');
}
