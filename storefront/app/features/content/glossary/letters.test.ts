import { describe, expect, it } from 'vitest';
import { letterGroups } from './letters.ts';

describe('letterGroups', () => {
  it('groups by first letter in the language order, Czech ch after h', () => {
    const items = ['Wi-Fi', 'akumulátor', 'Chladnička', 'HDMI', 'Čip', 'Bluetooth'].map(
      (title) => ({
        title,
      }),
    );
    expect(letterGroups(items, 'cs').map((group) => group.letter)).toEqual([
      'A',
      'B',
      'Č',
      'H',
      'Ch',
      'W',
    ]);
  });

  it('keeps the items of a letter sorted', () => {
    const groups = letterGroups([{ title: 'Lumen' }, { title: 'Laser' }], 'en');
    expect(groups).toEqual([{ letter: 'L', items: [{ title: 'Laser' }, { title: 'Lumen' }] }]);
  });
});
