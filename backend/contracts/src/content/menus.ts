import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';

/** Where a menu item leads; resolved to a storefront route by the app. */
export const menuLinkSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('category'), slug: z.string() }),
  z.object({ type: z.literal('page'), slug: z.string() }),
  z.object({ type: z.literal('article_category'), slug: z.string() }),
  z.object({ type: z.literal('route'), route: z.string() }),
  z.object({ type: z.literal('custom_link'), url: z.string() }),
]);
export type MenuLink = z.infer<typeof menuLinkSchema>;

export interface MenuItem {
  id: string;
  title: string;
  main: boolean;
  parent: string | null;
  slug: string;
  link: MenuLink;
  children: MenuItem[];
}

export const menuItemSchema: z.ZodType<MenuItem> = z.lazy(() =>
  z.object({
    id: z.string(),
    title: z.string(),
    main: z.boolean(),
    parent: z.string().nullable(),
    slug: z.string(),
    link: menuLinkSchema,
    children: z.array(menuItemSchema),
  }),
);

export const menuCodes = [
  'mainMenu',
  'header_top_1',
  'footer_main_1',
  'footer_main_2',
  'footer_main_3',
  'footer_main_4',
] as const;
export type MenuCode = (typeof menuCodes)[number];

export const menuObjectSchema = z.object({
  code: z.string(),
  title: z.string(),
  items: z.array(menuItemSchema),
});
export type MenuObject = z.infer<typeof menuObjectSchema>;

/** The calls of this resource (spec section 7); `endpoints` assembles every side's. */
export const menusEndpoints = {
  menuObject: defineEndpoint({
    name: 'menuObject',
    server: 'content',
    method: 'GET',
    path: '/menu-object/{code}',
    summary: 'A menu by code (mainMenu, header_top_1, footer_main_1 to 4), translated per locale.',
    params: z.object({ code: z.string().min(1).max(64) }),
    response: menuObjectSchema,
    errors: ['validation_failed', 'unknown_menu', 'unknown_locale', 'unknown_currency'],
  }),
} as const;
