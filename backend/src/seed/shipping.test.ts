import { describe, expect, it } from 'vitest';
import { branchSpecs } from './data/content-branches.ts';
import { buildReviewRows, firstProductReviews } from './reviews.ts';
import { buildShippingRows, pickupPointCount } from './shipping.ts';

describe('shipping demo data', () => {
  const data = buildShippingRows();

  it('is the same on every build', () => {
    expect(buildShippingRows()).toEqual(data);
  });

  it("gives the PERSONAL shipper the content server's stores and the network a few hundred points", () => {
    const stores = data.shipperBranches.filter((branch) => branch.shipperId === 1);
    expect(stores.map((store) => store.remoteId)).toEqual(
      branchSpecs.map((_, index) => `store-${index + 1}`),
    );
    expect(stores.map((store) => store.city)).toEqual(branchSpecs.map((spec) => spec.city));
    const points = data.shipperBranches.filter((branch) => branch.shipperId === 2);
    expect(points).toHaveLength(pickupPointCount);
    expect(new Set(points.map((point) => point.remoteId)).size).toBe(pickupPointCount);
    expect(new Set(points.map((point) => point.city)).size).toBeGreaterThan(20);
  });

  it('places every branch in Czechia with opening hours', () => {
    for (const branch of data.shipperBranches) {
      expect(branch.latitude).toBeGreaterThan(48.5);
      expect(branch.latitude).toBeLessThan(51.1);
      expect(branch.longitude).toBeGreaterThan(12.0);
      expect(branch.longitude).toBeLessThan(18.9);
      expect(branch.postcode).toMatch(/^\d{3} \d{2}$/);
      expect(branch.openingHours?.length).toBeGreaterThan(0);
    }
  });

  it('prices every shipper and payment in both currencies, without VAT at 21 %', () => {
    expect(data.shipperPrices).toHaveLength(data.shippers.length * 2);
    expect(data.paymentPrices).toHaveLength(data.payments.length * 2);
    for (const price of [...data.shipperPrices, ...data.paymentPrices]) {
      expect(price.priceWithoutTax).toBe(Math.round(price.priceWithTax / 1.21));
    }
  });
});

describe('review demo data', () => {
  it('is deterministic, scales with the product count and stays within it', () => {
    const small = buildReviewRows(50, [5, 6, 8]);
    expect(buildReviewRows(50, [5, 6, 8])).toEqual(small);
    expect(small.productReviews.every((review) => (review.productId ?? 0) <= 50)).toBe(true);
    expect(small.productReviews.filter((review) => review.productId === 1)).toHaveLength(
      firstProductReviews,
    );
    expect(buildReviewRows(1000).productReviews.length).toBeGreaterThan(
      small.productReviews.length,
    );
    expect(buildReviewRows(0)).toEqual({
      productReviews: [],
      productComments: [],
      orderGifts: [],
      orderGiftThresholds: [],
    });
  });

  it('dates replies after the comment they answer', () => {
    const { productComments } = buildReviewRows(300);
    const byId = new Map(productComments.map((comment) => [comment.id, comment]));
    for (const reply of productComments.filter((comment) => comment.parentId)) {
      const parent = byId.get(reply.parentId ?? 0);
      expect(reply.createdAt > (parent?.createdAt ?? '')).toBe(true);
      expect(reply.productId).toBe(parent?.productId);
    }
  });
});
