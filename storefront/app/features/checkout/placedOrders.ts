/**
 * Order codes whose conversion this browser reported already (spec §4: once per order code), so
 * a reload or a return from the payment gateway does not count the order again. Kept in
 * localStorage: a list of the last codes, nothing personal.
 */
const storageKey = 'vitrina-reported-orders';
const kept = 20;

function readCodes(storage: Storage): string[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(storageKey) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((code) => typeof code === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * True the first time a code is claimed in this browser, false afterwards. Without storage
 * (private mode that refuses it) it says false: a lost conversion beats one counted twice.
 */
export function claimOrderConversion(storage: Storage | undefined, code: string): boolean {
  if (!storage) return false;
  try {
    const codes = readCodes(storage);
    if (codes.includes(code)) return false;
    storage.setItem(storageKey, JSON.stringify([...codes, code].slice(-kept)));
    return true;
  } catch {
    return false;
  }
}
