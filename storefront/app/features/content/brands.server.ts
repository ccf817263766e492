import { brandsByWeightOperation } from '@vitrina/contracts/content';
import { toPageError } from '../../api/apiErrors.ts';
import { contentImage } from '../../api/contentImages.server.ts';
import type { RequestContext } from '../../request/requestContext.ts';

/** The brand list (`/znacky`): every brand, heaviest first, each to its virtual category. */
export async function loadBrandsPage(context: RequestContext) {
  try {
    const { brandsByWeight } = await context.api.query(brandsByWeightOperation, { limit: 1000 });
    return { brands: brandsByWeight.map(brandTile) };
  } catch (error) {
    throw toPageError(error);
  }
}

/** A brand as a tile: its logo and the virtual category that lists its products. */
export function brandTile(brand: {
  _id: string;
  title: string;
  image: { path: string; alt: string | null } | null;
  linked_virtual_category: { slug: string | null } | null;
}) {
  return {
    id: brand._id,
    title: brand.title,
    image: contentImage(brand.image, { width: 160, height: 80 }),
    slug: brand.linked_virtual_category?.slug ?? null,
  };
}
