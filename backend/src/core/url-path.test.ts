import { expect, it } from 'vitest';
import { normaliseUrlPath } from './url-path.ts';

it.each([
  ['/o-nas', '/o-nas'],
  ['o-nas', '/o-nas'],
  ['/O-Nas/', '/o-nas'],
  ['//en//Terms-And-Conditions//', '/en/terms-and-conditions'],
  ['/kosik?utm_source=x#top', '/kosik'],
  ['  /akce-2019 ', '/akce-2019'],
  ['/', '/'],
  ['?x=1', '/'],
])('%j → %j', (raw, path) => {
  expect(normaliseUrlPath(raw)).toBe(path);
});
