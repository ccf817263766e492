export { BannerCarousel, defaultBannerCarouselLabels } from './BannerCarousel.tsx';
export type { BannerCarouselLabels, BannerCarouselProps } from './BannerCarousel.tsx';
export { defaultAutoplayInterval } from './useAutoplay.ts';
