import { render } from '@testing-library/react';
import { Blocks } from '../blocks/Blocks/Blocks.tsx';
import { blockDataFixture } from '../blocks/fixtures/data.ts';
import type { ContentBlock } from '@vitrina/contracts/content';

export const locales = ['cs', 'en'] as const;

/** Blocks as a page renders them: the fixture data of the locale, the demo storefront host. */
export function renderBlocks(blocks: ContentBlock[], locale: 'cs' | 'en' = 'cs') {
  return render(
    <Blocks
      blocks={blocks}
      data={blockDataFixture[locale]}
      locale={locale}
      storefrontHost="www.vitrina.cz"
    />,
  );
}

/** The section a block of `type` rendered. */
export const section = (container: HTMLElement, type: string) =>
  container.querySelector<HTMLElement>(`section[data-block-type="${type}"]`);
