/**
 * Order import (`/kosik/import-objednavky`): lines of "code amount", where the code is a catalogue
 * code or an EAN and the parts are split by spaces, tabs, `;` or `,` (what a spreadsheet's CSV or
 * a copied table gives). Pure, so the page and its tests share it.
 */

/** The back end takes up to 100 lines in one batch (`addCartItemsBody`). */
export const maxImportLines = 100;
/** An upload or a paste larger than this is refused whole (a CSV of 100 lines is far smaller). */
export const maxImportBytes = 64 * 1024;

export interface ImportLine {
  /** 1-based line of the input, for messages. */
  line: number;
  code: string;
  amount: number;
}

export type ImportLineProblem = 'format' | 'amount' | 'code';

export interface ImportLineError {
  line: number;
  text: string;
  problem: ImportLineProblem;
}

/** A spreadsheet's first row naming the columns, in either language. */
const headerRow =
  /^"?(code|kód|kod|ean|catalog ?code|katalogové číslo)"?[\s;,]+"?(amount|quantity|množství|počet|ks)"?$/iu;

const codePattern = /^[\p{L}\p{N}._/-]{1,64}$/u;

/**
 * The lines to import and the lines that are not "code amount". A missing amount means 1; a
 * header row (`code;amount`, `kód;množství`) and blank lines are skipped; the same code twice is
 * summed into one line, so the batch does not add it as two.
 */
export function parseImport(text: string): { lines: ImportLine[]; errors: ImportLineError[] } {
  const byCode = new Map<string, ImportLine>();
  const errors: ImportLineError[] = [];
  const rows = text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);
  rows.forEach((raw, index) => {
    const line = index + 1;
    const row = raw.trim();
    if (row === '') return;
    const parts = row
      .split(/[\s;,]+/)
      .map((part) => part.replace(/^"(.*)"$/, '$1').trim())
      .filter(Boolean);
    const [code = '', amountText, ...rest] = parts;
    const shown = row.slice(0, 80);
    if (index === 0 && headerRow.test(row)) return;
    if (rest.length > 0) {
      errors.push({ line, text: shown, problem: 'format' });
      return;
    }
    if (!codePattern.test(code)) {
      errors.push({ line, text: shown, problem: 'code' });
      return;
    }
    const amount = amountText === undefined ? 1 : Number(amountText);
    if (amountText !== undefined && !/^\d{1,4}$/.test(amountText)) {
      errors.push({ line, text: shown, problem: 'amount' });
      return;
    }
    if (amount < 1) {
      errors.push({ line, text: shown, problem: 'amount' });
      return;
    }
    const known = byCode.get(code);
    if (known) known.amount = Math.min(9999, known.amount + amount);
    else byCode.set(code, { line, code, amount });
  });
  return { lines: [...byCode.values()], errors };
}
