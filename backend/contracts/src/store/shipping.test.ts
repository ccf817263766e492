import { describe, expect, it } from 'vitest';
import { defineEndpoint, headerErrorCodes } from '../endpoint.ts';
import { branchesQuery } from './branches.ts';
import { deliveryTimesQuery } from './delivery-times.ts';
import { reviewsQuery } from './reviews.ts';
import { z } from 'zod';

describe('branchesQuery', () => {
  it('reads comma-joined keys (the client joins arrays) into numbers', () => {
    expect(branchesQuery.parse({ keys: '3, 1,2' })).toEqual({ keys: [3, 1, 2] });
  });
  it('refuses keys together with listing parameters, naming the parameter', () => {
    const result = branchesQuery.safeParse({ keys: '1', shipper_id: '2' });
    expect(result.error?.issues.map((issue) => issue.path)).toEqual([['shipper_id']]);
  });
});

describe('deliveryTimesQuery', () => {
  it('takes a date or a date-time with offset', () => {
    expect(deliveryTimesQuery.safeParse({ shipperId: '1', since: '2026-11-20' }).success).toBe(
      true,
    );
    expect(
      deliveryTimesQuery.safeParse({ shipperId: '1', since: '2026-11-20T10:00:00+01:00' }).success,
    ).toBe(true);
    expect(deliveryTimesQuery.safeParse({ shipperId: '1', since: '2026-02-30' }).success).toBe(
      false,
    );
  });
});

it('applies the spec defaults to reviews', () => {
  expect(reviewsQuery.parse({})).toEqual({
    page: 1,
    perPage: 5,
    onlyWithReview: false,
    sort: 'time',
    sortDirection: 'desc',
  });
});

it('adds the header error codes to every endpoint', () => {
  const endpoint = defineEndpoint({
    name: 'x',
    server: 'content',
    method: 'GET',
    path: '/x',
    summary: 'x',
    response: z.object({}),
    errors: ['not_found'],
  });
  expect(endpoint.errors).toEqual(['not_found', ...headerErrorCodes]);
});
