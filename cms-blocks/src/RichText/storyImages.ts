import type { ImageUrlBuilder } from '../content/contentContext.ts';

// 1×1 PNGs in theme-like colours: Storybook and visual tests run offline with no image server.
const swatches = [
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGPgzisAAAFxAOq01xoJAAAAAElFTkSuQmCC',
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4lCUNAAPJAXjt1tnnAAAAAElFTkSuQmCC',
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGOYtXorAAPdAfvvn5zIAAAAAElFTkSuQmCC',
] as const;

/** Stories' image builder: a solid swatch per fileKey, sized by the node's width and height. */
export const storyImageUrl: ImageUrlBuilder = (fileKey) => {
  const index = [...fileKey].reduce((sum, char) => sum + char.charCodeAt(0), 0) % swatches.length;
  return `data:image/png;base64,${swatches[index] ?? swatches[0]}`;
};
