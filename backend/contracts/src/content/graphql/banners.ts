import { z } from 'zod';
import { richTextNodeSchema } from '../rich-text.ts';
import { imageSchema, noVariables } from './common.ts';
import { defineOperation } from './operation.ts';

export const wideBannerSchema = z.object({
  _id: z.string(),
  title: z.string(),
  text: z.string().nullable(),
  text_2: z.string().nullable(),
  button_text: z.string().nullable(),
  url: z.string().nullable(),
  weight: z.number().int(),
  images: z.array(imageSchema),
});
export type WideBanner = z.infer<typeof wideBannerSchema>;

/** Enabled wide banners, highest weight first. */
export const wideBannersOperation = defineOperation({
  name: 'WideBanners',
  document: /* GraphQL */ `
    query WideBanners {
      wideBanners {
        _id
        title
        text
        text_2
        button_text
        url
        weight
        images {
          path
          alt
        }
      }
    }
  `,
  variables: noVariables,
  result: z.object({ wideBanners: z.array(wideBannerSchema) }),
});

export const infoBoxSchema = z.object({
  _id: z.string(),
  box_color: z.string().nullable(),
  order: z.number().int(),
  text: richTextNodeSchema,
});
export type InfoBox = z.infer<typeof infoBoxSchema>;

export const infoBoxesOperation = defineOperation({
  name: 'InfoBoxes',
  document: /* GraphQL */ `
    query InfoBoxes {
      infoBoxes {
        _id
        box_color
        order
        text
      }
    }
  `,
  variables: noVariables,
  result: z.object({ infoBoxes: z.array(infoBoxSchema) }),
});

/** This file's operations, for the list every test and the server's checks iterate. */
export const bannerOperations = [wideBannersOperation, infoBoxesOperation] as const;
