import type { ProductActions, ProductCardData } from '@vitrina/cms-blocks';
import type { CatalogProduct } from '@vitrina/contracts/content';
import { useLocale } from '../../i18n/useLocale.ts';
import { routePath } from '../../routing/routePath.ts';
import { imageSource } from '../../ui/imageUrl.ts';
import { BoxAddToCart } from './BoxAddToCart.tsx';
import { productBoxFacts } from './productBox.ts';
import { useProductBoxContext } from './ProductBoxContext.ts';

// The card's picture and its one-eighth placeholder (spec §9).
const cardWidth = 400;

/**
 * The products content blocks reference (products, productBoxes) as the blocks' card data, from
 * the same facts as every other product box, with the same add-to-cart form.
 */
export function useBlockProducts(products: readonly CatalogProduct[]): {
  products: Record<string, ProductCardData>;
  productActions: ProductActions;
} {
  const locale = useLocale();
  const { settings, currency, imageBase } = useProductBoxContext();
  const facts = new Map(
    products.map((product) => [String(product.id), productBoxFacts(product, settings)]),
  );
  const cards: Record<string, ProductCardData> = {};
  for (const product of products) {
    const fact = facts.get(String(product.id));
    if (!fact) continue;
    const picture = imageSource(imageBase, product.mainImage);
    const hover = imageSource(imageBase, product.hoverImage);
    cards[String(product.id)] = {
      id: String(product.id),
      name: product.name,
      url: routePath('product-slug', { slug: product.slugs[locale] ?? product.slug }, locale),
      image: picture
        ? { url: picture(cardWidth), placeholderUrl: picture(cardWidth / 8) }
        : undefined,
      hoverImage: hover ? { url: hover(cardWidth) } : undefined,
      price: { amount: fact.amount, originalAmount: fact.originalAmount, currency },
      tags: fact.tags,
      availability: fact.availability,
    };
  }
  return {
    products: cards,
    productActions: (card) => {
      const fact = facts.get(card.id);
      return fact
        ? {
            addToCart: (
              <BoxAddToCart
                productId={Number(card.id)}
                variantId={fact.variantId}
                block={fact.block}
                productName={card.name}
                variants={fact.variants}
              />
            ),
          }
        : {};
    },
  };
}
