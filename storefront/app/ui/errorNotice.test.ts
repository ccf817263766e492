import { ApiRequestError } from '@vitrina/contracts';
import { describe, expect, it } from 'vitest';
import { errorNoticeTitle, errorsOf } from './errorNotice.ts';

describe('errorNoticeTitle', () => {
  it("is 'field - title' for an error with a field, else the title (spec §8)", () => {
    expect(errorNoticeTitle([{ field: 'email', title: 'Invalid e-mail' }])).toBe(
      'email - Invalid e-mail',
    );
    expect(errorNoticeTitle([{ title: 'Coupon expired' }, { title: 'second' }])).toBe(
      'Coupon expired',
    );
  });

  it('is null without a usable error, so the generic notice shows', () => {
    expect(errorNoticeTitle(undefined)).toBeNull();
    expect(errorNoticeTitle([])).toBeNull();
    expect(errorNoticeTitle([{ title: '  ' }])).toBeNull();
  });
});

describe('errorsOf', () => {
  it('reads the errors of a failed call and of an error envelope', () => {
    const failed = new ApiRequestError(422, [
      { field: 'amount', title: 'Too many', code: 'validation_failed' },
    ]);
    expect(errorsOf(failed)).toEqual([
      { field: 'amount', title: 'Too many', code: 'validation_failed' },
    ]);
    expect(errorsOf({ data: { errors: [{ title: 'Nope', code: 'x' }] } })).toEqual([
      { title: 'Nope', code: 'x' },
    ]);
    expect(errorsOf(new Error('network'))).toBeUndefined();
    expect(errorsOf(null)).toBeUndefined();
  });
});
