import { ApiRequestError, endpoints } from '@vitrina/contracts';
import type { CatalogProduct } from '@vitrina/contracts/content';
import { data } from 'react-router';
import { logBackendFailure } from '../../api/apiErrors.ts';
import { privateNoStore } from '../../middleware/cacheControl.ts';
import type { RequestContext } from '../../request/requestContext.ts';
import { routePath } from '../../routing/routePath.ts';
import { addCartLines } from '../cart/cart.server.ts';
import {
  maxImportBytes,
  maxImportLines,
  parseImport,
  type ImportLine,
  type ImportLineError,
} from './orderImport.ts';

export function loadImportPage(context: RequestContext) {
  return { cartHref: routePath('checkout', {}, context.locale) };
}

/** What the import page says after a post (spec §8 batch notices), in codes the page words. */
export type ImportResult =
  /** The form could not be read: nothing sent, nothing parsed, too much, or lines to fix. */
  | {
      status: 'invalid';
      problem: 'empty' | 'tooLarge' | 'tooMany' | 'lines';
      errors: ImportLineError[];
      text: string;
    }
  /** Spec §8 status 500: the back end takes the batch in the background ("import in progress"). */
  | { status: 'inProgress' }
  /** The codes could not be looked up (the catalogue is down): nothing was added. */
  | { status: 'failed' }
  /** Added `added` of `total`; `notices` are the lines that were not (unknown code, back end's title). */
  | {
      status: 'done';
      added: number;
      total: number;
      notices: ImportNotice[];
    };

/** A line that was not added: its code and the back end's (English) reason, worded by the page. */
export interface ImportNotice {
  line: number;
  code: string;
  title: string;
  errorCode: string;
}

/** The pasted text, or the uploaded file's text when a file was chosen (it wins). */
async function importText(form: FormData): Promise<string | null> {
  const file = form.get('file');
  if (file instanceof File && file.size > 0) {
    if (file.size > maxImportBytes) return null;
    return file.text();
  }
  const text = String(form.get('lines') ?? '');
  return text.length > maxImportBytes ? null : text;
}

/**
 * The variant each code names: a variant's catalogue code or EAN, or a product's code (its
 * default variant). Three lookups at once; a code nobody has is simply missing from the map.
 */
async function variantsByCode(
  context: RequestContext,
  codes: string[],
): Promise<Map<string, number>> {
  const found = new Map<string, number>();
  const lookup = (
    query: { variantCodes: string[] } | { variantEans: string[] } | { codes: string[] },
  ) =>
    context.api
      .call(endpoints.catalogProduct, { query: { ...query, checkPermissions: 'true', limit: 100 } })
      .then((answer) => answer.data);
  const [byVariantCode, byEan, byProductCode] = await Promise.all([
    lookup({ variantCodes: codes }),
    lookup({ variantEans: codes }),
    lookup({ codes }),
  ]);
  const wanted = new Set(codes);
  const variantsOf = (products: CatalogProduct[]) =>
    products.flatMap((product) => product.variants);
  for (const variant of variantsOf(byVariantCode))
    if (wanted.has(variant.catalogCode)) found.set(variant.catalogCode, variant.id);
  for (const variant of variantsOf(byEan))
    if (variant.ean && wanted.has(variant.ean) && !found.has(variant.ean))
      found.set(variant.ean, variant.id);
  for (const product of byProductCode)
    if (wanted.has(product.code) && !found.has(product.code))
      found.set(product.code, product.defaultVariantId);
  return found;
}

const unknownCode = 'Unknown code';

/**
 * The import form (multipart, works without JavaScript): parse, and with no line to fix, look the
 * codes up and add them with one `POST /cart/items/batch`. Lines to fix are all shown before
 * anything is added, so the shopper corrects the text and sends it again; codes that the
 * catalogue does not know and lines the back end refuses (no stock…) are reported after the rest
 * was added.
 */
export async function importAction(context: RequestContext, request: Request) {
  const headers = new Headers({ 'Cache-Control': privateNoStore });
  const answer = (result: ImportResult, status = 200) => data(result, { status, headers });
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return answer({ status: 'invalid', problem: 'empty', errors: [], text: '' }, 400);
  }
  const text = await importText(form);
  if (text === null)
    return answer({ status: 'invalid', problem: 'tooLarge', errors: [], text: '' }, 413);
  const { lines, errors } = parseImport(text);
  const shownText = text.slice(0, 8000);
  if (errors.length > 0)
    return answer({ status: 'invalid', problem: 'lines', errors, text: shownText }, 422);
  if (lines.length === 0)
    return answer({ status: 'invalid', problem: 'empty', errors: [], text: shownText }, 422);
  if (lines.length > maxImportLines)
    return answer({ status: 'invalid', problem: 'tooMany', errors: [], text: shownText }, 422);

  let variants: Map<string, number>;
  try {
    variants = await variantsByCode(
      context,
      lines.map((line) => line.code),
    );
  } catch (error) {
    logBackendFailure(error);
    return answer({ status: 'failed' }, 503);
  }
  const known: (ImportLine & { variantId: number })[] = [];
  const notices: ImportNotice[] = [];
  for (const line of lines) {
    const variantId = variants.get(line.code);
    if (variantId === undefined)
      notices.push({
        line: line.line,
        code: line.code,
        title: unknownCode,
        errorCode: 'not_found',
      });
    else known.push({ ...line, variantId });
  }
  let added = 0;
  if (known.length > 0) {
    try {
      const result = await addCartLines(
        context,
        known.map((line) => ({
          id: line.variantId,
          type: 'variant' as const,
          amount: line.amount,
        })),
        request.signal,
      );
      added = result.added;
      for (const error of result.errors) {
        const line = known[error.index];
        if (line)
          notices.push({
            line: line.line,
            code: line.code,
            title: error.title,
            errorCode: error.code,
          });
      }
      for (const cookie of result.cookies) headers.append('Set-Cookie', cookie);
    } catch (error) {
      // Spec §8: a 500 of the batch means the import goes on in the background.
      if (!(error instanceof ApiRequestError) || error.status >= 500) {
        logBackendFailure(error);
        return answer({ status: 'inProgress' });
      }
      const first = error.errors[0];
      const title = first?.title ?? error.message;
      const errorCode = first?.code ?? 'validation_failed';
      for (const line of known)
        notices.push({ line: line.line, code: line.code, title, errorCode });
    }
  }
  notices.sort((a, b) => a.line - b.line);
  return answer({ status: 'done', added, total: lines.length, notices });
}
