/**
 * JSON for a `<script type="application/ld+json">`: the one place HTML is written from data.
 * `<` (and so `</script>`, `<!--`), `>`, `&` and the JavaScript line separators are escaped as
 * `\uXXXX`, which JSON readers decode back, so no value can end the script element early.
 * Browsers never execute this script type, so it needs no CSP nonce.
 */
export function serializeJsonLd(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
