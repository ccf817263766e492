import { expect } from 'vitest';

/** Every href/src value in the markup, with the entities React writes decoded back. */
export function urls(html: string): string[] {
  return [...html.matchAll(/\s(?:href|src)="([^"]*)"/g)].map(([, value = '']) =>
    value
      .replace(/&amp;/g, '&')
      .replace(/&quot;/g, '"')
      .replace(/&#x27;/g, "'"),
  );
}

/** Server-rendered markup with no script, no event-handler attribute and no script/data URL. */
export function assertInert(html: string) {
  expect(html).not.toMatch(/<script/i);
  // Attribute names only: an `on…=` inside escaped text or a quoted attribute value is inert.
  expect(html.replace(/="[^"]*"/g, '=""')).not.toMatch(/<[^>]*\son\w+=/i);
  // And as a browser parses it: no script elements, no handler attributes.
  const parsed = new DOMParser().parseFromString(html, 'text/html');
  expect(parsed.querySelector('script')).toBeNull();
  for (const element of parsed.body.querySelectorAll('*')) {
    for (const name of element.getAttributeNames()) expect(name).not.toMatch(/^on/i);
  }
  for (const url of urls(html)) expect(url).not.toMatch(/(?:javascript|data|vbscript):/i);
}
