import type { CurrencyFormat } from '../format/formatPrice.ts';
import type { ProductCardProps } from '../ProductCard/ProductCard.tsx';
import type { ProductCardVariant } from '../ProductCard/productCardTypes.ts';
import { productPicture } from './productPictures.ts';
import type { ProductMotif } from './productPictures.ts';

/** Story-only: Czech crowns as Czech shops print them (whole crowns). */
export const demoCrowns: CurrencyFormat = {
  code: 'CZK',
  symbol: 'Kč',
  symbolPlacement: 'right',
  decimalPlaces: 0,
  decimalPoint: ',',
  millesimalPoint: '\u00a0',
};

const kc = (crowns: number) => crowns * 100;

const colours = [
  ['Black', 220],
  ['Teal', 180],
  ['Red', 2],
  ['Ochre', 38],
  ['Navy', 225],
  ['Green', 130],
  ['Plum', 300],
  ['Sand', 45],
] as const;

/** `count` colour variants of a motif, the first one active. */
export function demoVariants(
  motif: ProductMotif,
  count: number,
  slug: string = motif,
): ProductCardVariant[] {
  return Array.from({ length: count }, (_, index) => {
    const [name, hue] = colours[index % colours.length] ?? colours[0];
    const size = Math.floor(index / colours.length);
    return {
      id: `${slug}-${index + 1}`,
      name: size > 0 ? `${name} ${36 + size}` : name,
      image: { src: productPicture(motif, hue) },
      href: `/product/${slug}?variant_id=${index + 1}`,
      active: index === 0,
    };
  });
}

type DemoProduct = Omit<ProductCardProps, 'addToCart' | 'wishList' | 'layout' | 'labels'>;

const product = (
  slug: string,
  name: string,
  motif: ProductMotif,
  hue: number,
  rest: Omit<DemoProduct, 'name' | 'href' | 'image' | 'hoverImage'>,
): DemoProduct => ({
  name,
  href: `/product/${slug}`,
  image: { src: productPicture(motif, hue), alt: '' },
  hoverImage: { src: productPicture(motif, hue, true), alt: '' },
  ...rest,
});

/** A listing's worth of products, every tag, price size and variant count among them. */
export const demoProducts: DemoProduct[] = [
  product('oslo-sofa', 'Oslo three-seat sofa in recycled wool', 'sofa', 180, {
    price: { amount: kc(18_990), originalAmount: kc(23_990), currency: demoCrowns },
    tags: { percentageDiscount: 20.8, freeDelivery: true },
    rating: { value: 92, count: 48 },
    availability: { status: 'inStock', stock: 12, unit: 'pcs' },
    variants: demoVariants('sofa', 5, 'oslo-sofa'),
  }),
  product('luma-lamp', 'Luma table lamp', 'lamp', 30, {
    price: { amount: kc(1_290), currency: demoCrowns },
    rating: { value: 80, count: 7 },
    availability: { status: 'inStock', stock: 3, unit: 'pcs' },
  }),
  product(
    'echo-headphones',
    'Echo wireless noise-cancelling headphones with a carrying case',
    'headphones',
    220,
    {
      price: { amount: kc(3_490), originalAmount: kc(3_990), currency: demoCrowns },
      tags: { percentageDiscount: 12.5, quantityDiscount: '2+1', gift: true },
      rating: { value: 86, count: 213 },
      availability: { status: 'inStock', stock: 64, unit: 'pcs' },
      variants: demoVariants('headphones', 2, 'echo-headphones'),
    },
  ),
  product('monstera', 'Monstera in a ceramic pot', 'plant', 20, {
    price: { amount: kc(449), currency: demoCrowns },
    availability: { status: 'onOrder', deliveryText: 'Delivery on Friday' },
  }),
  product('stoneware-mug', 'Stoneware mug', 'mug', 200, {
    price: { amount: kc(149), currency: demoCrowns },
    tags: { quantityDiscount: '3+1' },
    rating: { value: 100, count: 2 },
    availability: { status: 'inStock', stock: 140, unit: 'pcs' },
    variants: demoVariants('mug', 24, 'stoneware-mug'),
  }),
  product('trail-runner', 'Trail Runner GTX running shoes', 'sneaker', 5, {
    price: { amount: kc(2_790), originalAmount: kc(3_290), currency: demoCrowns },
    tags: { percentageDiscount: 15.2, freeDelivery: true },
    rating: { value: 74, count: 31 },
    availability: { status: 'inStock', stock: 2, unit: 'pairs' },
    variants: demoVariants('sneaker', 8, 'trail-runner'),
  }),
  product('nova-phone', 'Nova 12 Pro 512 GB smartphone', 'phone', 250, {
    price: { amount: kc(32_990), currency: demoCrowns },
    tags: { freeDelivery: true, gift: true },
    rating: { value: 90, count: 502 },
    availability: { status: 'inStock', stock: 9, unit: 'pcs' },
    variants: demoVariants('phone', 3, 'nova-phone'),
  }),
  product('atelier-dining-set', 'Atelier oak dining set, table and six chairs', 'chair', 25, {
    price: { amount: kc(129_990), originalAmount: kc(149_990), currency: demoCrowns },
    tags: { percentageDiscount: 13.3, notSaleable: true },
    availability: { status: 'outOfStock' },
  }),
];
