import { describe, expect, it } from 'vitest';
import { branchQueryOf, matchesBranchQuery, type SearchableBranch } from './branchSearch.ts';

const plzen: SearchableBranch = {
  title: 'Prodejna Plzeň',
  region: 'Plzeňský kraj',
  store_branch: { address: { street: 'Americká 31', city: 'Plzeň', postcode: '301 00' } },
};

describe('matchesBranchQuery', () => {
  it('matches the city without diacritics and in any case', () => {
    expect(matchesBranchQuery(plzen, 'plzen')).toBe(true);
    expect(matchesBranchQuery(plzen, 'PLZEŇ')).toBe(true);
  });

  it('needs every word to match somewhere', () => {
    expect(matchesBranchQuery(plzen, 'prodejna americka')).toBe(true);
    expect(matchesBranchQuery(plzen, 'prodejna brno')).toBe(false);
  });

  it('finds a postcode written with or without its space', () => {
    expect(matchesBranchQuery(plzen, '30100')).toBe(true);
    expect(matchesBranchQuery(plzen, '301 00')).toBe(true);
  });

  it('lets an empty query through', () => {
    expect(matchesBranchQuery(plzen, '   ')).toBe(true);
  });
});

describe('branchQueryOf', () => {
  it('trims the q parameter and caps it at 100 characters', () => {
    expect(branchQueryOf(new URL('http://shop/vydejny?q=%20Brno%20'))).toBe('Brno');
    expect(branchQueryOf(new URL(`http://shop/vydejny?q=${'a'.repeat(300)}`))).toHaveLength(100);
    expect(branchQueryOf(new URL('http://shop/vydejny'))).toBe('');
  });
});
