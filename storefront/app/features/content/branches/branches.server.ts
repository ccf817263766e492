import { branchOperation, type ContentBranch } from '@vitrina/contracts/content';
import { data, redirect } from 'react-router';
import { toPageError, type PageErrorData } from '../../../api/apiErrors.ts';
import { contentImage } from '../../../api/contentImages.server.ts';
import { apiInLocale } from '../../../api/localeClient.server.ts';
import { serverEnv } from '../../../env.server.ts';
import { otherLocale } from '../../../i18n/locale.ts';
import type { RequestContext } from '../../../request/requestContext.ts';
import { webUrl } from '../../../routing/externalHref.ts';
import { routePath } from '../../../routing/routePath.ts';
import { localBusinessJsonLd } from './branchJsonLd.ts';
import { branchMapQueryOptions, branchQueryOptions } from './branches.queries.ts';
import { branchQueryOf, matchesBranchQuery } from './branchSearch.ts';
import { allowedEmbedUrl } from './embeds.ts';

/** What the map needs from the server's settings: the tile source and its credit. */
export function mapSettings() {
  const env = serverEnv();
  return { tileUrl: env.mapTileUrl, attribution: env.mapTileAttribution };
}

/** The branch list: every branch of the map data, narrowed by the search box (`?q=`). */
export async function loadBranchList(context: RequestContext, url: URL) {
  const query = branchQueryOf(url);
  const all = await context.queryClient
    .ensureQueryData(branchMapQueryOptions(context.api, context.locale))
    .catch((error: unknown) => {
      throw toPageError(error);
    });
  const branches = all
    .filter((branch) => matchesBranchQuery(branch, query))
    .map((branch) => ({
      id: branch._id,
      title: branch.title,
      href: routePath('branch-slug', { slug: branch.page_meta.slug }, context.locale),
      region: branch.region,
      ...branch.store_branch.address,
      latitude: branch.gps_latitude,
      longitude: branch.gps_longitude,
    }));
  const listHref = routePath('branches', {}, context.locale);
  return { query, total: all.length, branches, map: mapSettings(), listHref };
}

export type BranchListData = Awaited<ReturnType<typeof loadBranchList>>;
export type BranchListItem = BranchListData['branches'][number];

/** The branch's slug in the other language, for the language switch; null when it has none. */
async function slugInOtherLanguage(context: RequestContext, id: string): Promise<string | null> {
  try {
    const { branch } = await apiInLocale(context, otherLocale(context.locale)).query(
      branchOperation,
      { id },
    );
    return branch?.page_meta.slug ?? null;
  } catch {
    return null;
  }
}

/**
 * One branch by slug: 404 when there is none; a 301 to its own slug when it was found by another
 * language's (the content server falls back to Czech slugs on the English site).
 */
export async function loadBranchDetail(context: RequestContext, slug: string) {
  const branch = await context.queryClient
    .ensureQueryData(branchQueryOptions(context.api, context.locale, slug))
    .catch((error: unknown) => {
      throw toPageError(error);
    });
  if (!branch) throw data<PageErrorData>({ message: 'Branch not found' }, { status: 404 });
  const ownSlug = branch.page_meta.slug;
  if (ownSlug !== slug) {
    throw redirect(routePath('branch-slug', { slug: ownSlug }, context.locale), 301);
  }
  const otherSlug = await slugInOtherLanguage(context, branch._id);
  const other = otherLocale(context.locale);
  return {
    branch: toBranchView(branch, context),
    jsonLd: localBusinessJsonLd({
      name: branch.title,
      url: context.publicOrigin + routePath('branch-slug', { slug }, context.locale),
      description: branch.description,
      phone: branch.phone,
      email: branch.email,
      image: contentImage(branch.main_image, { width: 1200 })?.src ?? null,
      address: branch.store_branch.address,
      latitude: branch.gps_latitude,
      longitude: branch.gps_longitude,
      openingHours: branch.opening_hours,
      payWithCard: branch.pay_with_card,
    }),
    // The same page in each language, for the language switch and hreflang alternates.
    localeParams: {
      [context.locale]: { slug },
      ...(otherSlug ? { [other]: { slug: otherSlug } } : {}),
    },
    // "Open now" on the server's render; the browser recomputes it on its own clock.
    renderedAt: Date.now(),
  };
}

function toBranchView(branch: ContentBranch, context: RequestContext) {
  const hosts = serverEnv().embedAllowedHosts;
  return {
    title: branch.title,
    seoTitle: branch.page_meta.seo_title,
    seoDescription: branch.page_meta.seo_description,
    description: branch.description,
    mapDescription: branch.branch_map_description,
    address: branch.store_branch.address,
    region: branch.region,
    phone: branch.phone,
    email: branch.email,
    openingHours: branch.opening_hours,
    services: branch.services,
    carAccessibility: branch.car_accessibility,
    publicTransport: branch.public_transportation_accessibility,
    payWithCard: branch.pay_with_card,
    googleMapLink: webUrl(branch.google_map_link),
    reviewLink: webUrl(branch.review_link),
    mapIframe: allowedEmbedUrl(branch.branch_map_iframe, hosts),
    tourIframe: allowedEmbedUrl(branch.branch_360_iframe, hosts),
    mainImage: contentImage(branch.main_image, { width: 720, height: 480, crop: true }),
    images: branch.images.flatMap((image) => {
      const source = contentImage(image, { width: 320, height: 240, crop: true });
      return source ? [source] : [];
    }),
    employees: branch.employees.map((employee) => ({
      name: employee.title,
      position: employee.position,
      email: employee.email,
      phone: employee.phone,
      photo: contentImage(employee.photo, { width: 96, height: 96, crop: true }),
    })),
    listHref: routePath('branches', {}, context.locale),
  };
}

export type BranchDetailData = Awaited<ReturnType<typeof loadBranchDetail>>;
export type BranchView = BranchDetailData['branch'];
