/**
 * Text PostgreSQL cannot store: a NUL character (refused by `text` columns and parameters) or an
 * unpaired UTF-16 surrogate (not UTF-8 at all). Either one reaching a query is a driver error, a
 * 500; refused at the boundary (http/storable-text.ts, the GraphQL rules), it is the caller's 400.
 */
export function isStorableText(value: string): boolean {
  return !value.includes('\u0000') && value.isWellFormed();
}

export const unstorableTextTitle = 'Text must not contain NUL characters or unpaired surrogates';
