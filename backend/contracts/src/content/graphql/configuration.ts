import { z } from 'zod';
import { richTextNodeSchema } from '../rich-text.ts';
import { imageSchema, noVariables } from './common.ts';
import { defineOperation } from './operation.ts';

/** The content configuration (spec §3), section by section; each operation loads one section. */
export const configurationSchema = z.object({
  contact_block: z.object({ image: imageSchema.nullable() }),
  cart: z.object({
    methods_info_text: z.string().nullable(),
    shopping_disabled: z.boolean(),
    shopping_disabled_text: z.string().nullable(),
  }),
  error_page: z.object({
    title: z.string(),
    content: richTextNodeSchema,
    image: imageSchema.nullable(),
  }),
  products: z.object({ show_free_delivery_tag_by_price: z.boolean() }),
  footer: z.object({
    copyright_name: z.string(),
    copyright_year: z.number().int(),
    text: z.string().nullable(),
    image: imageSchema.nullable(),
    social_links: z.array(
      z.object({ title: z.string(), social_type: z.string(), url: z.string() }),
    ),
  }),
  top_banner: z.object({
    enabled: z.boolean(),
    background_color: z.string().nullable(),
    font_color: z.string().nullable(),
    domain_enabled: z.array(z.string()),
    icon: z.string().nullable(),
    icon_text: z.string().nullable(),
    text: z.string().nullable(),
    lastModified: z.iso.datetime(),
  }),
});
export type Configuration = z.infer<typeof configurationSchema>;

/** One operation per configuration section the storefront loads (spec §7). */
export const contactBlockOperation = defineOperation({
  name: 'ContactBlockConfiguration',
  document: /* GraphQL */ `
    query ContactBlockConfiguration {
      configuration {
        contact_block {
          image {
            path
            alt
          }
        }
      }
    }
  `,
  variables: noVariables,
  result: z.object({ configuration: configurationSchema.pick({ contact_block: true }) }),
});

export const cartConfigurationOperation = defineOperation({
  name: 'CartConfiguration',
  document: /* GraphQL */ `
    query CartConfiguration {
      configuration {
        cart {
          methods_info_text
          shopping_disabled
          shopping_disabled_text
        }
      }
    }
  `,
  variables: noVariables,
  result: z.object({ configuration: configurationSchema.pick({ cart: true }) }),
});

export const errorPageConfigurationOperation = defineOperation({
  name: 'ErrorPageConfiguration',
  document: /* GraphQL */ `
    query ErrorPageConfiguration {
      configuration {
        error_page {
          title
          content
          image {
            path
            alt
          }
        }
      }
    }
  `,
  variables: noVariables,
  result: z.object({ configuration: configurationSchema.pick({ error_page: true }) }),
});

export const productsConfigurationOperation = defineOperation({
  name: 'ProductsConfiguration',
  document: /* GraphQL */ `
    query ProductsConfiguration {
      configuration {
        products {
          show_free_delivery_tag_by_price
        }
      }
    }
  `,
  variables: noVariables,
  result: z.object({ configuration: configurationSchema.pick({ products: true }) }),
});

export const footerConfigurationOperation = defineOperation({
  name: 'FooterConfiguration',
  document: /* GraphQL */ `
    query FooterConfiguration {
      configuration {
        footer {
          copyright_name
          copyright_year
          text
          image {
            path
            alt
          }
          social_links {
            title
            social_type
            url
          }
        }
      }
    }
  `,
  variables: noVariables,
  result: z.object({ configuration: configurationSchema.pick({ footer: true }) }),
});

export const topBannerOperation = defineOperation({
  name: 'TopBanner',
  document: /* GraphQL */ `
    query TopBanner {
      configuration {
        top_banner {
          enabled
          background_color
          font_color
          domain_enabled
          icon
          icon_text
          text
          lastModified
        }
      }
    }
  `,
  variables: noVariables,
  result: z.object({ configuration: configurationSchema.pick({ top_banner: true }) }),
});

/** This file's operations, for the list every test and the server's checks iterate. */
export const configurationOperations = [
  contactBlockOperation,
  cartConfigurationOperation,
  errorPageConfigurationOperation,
  productsConfigurationOperation,
  footerConfigurationOperation,
  topBannerOperation,
] as const;
