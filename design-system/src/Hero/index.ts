export { Hero } from './Hero.tsx';
export type { HeroProps } from './Hero.tsx';
export type { HeroMediaSource, HeroPictureSource } from './HeroPicture.tsx';
export { heroAligns, heroSizes } from './heroVariants.ts';
export type { HeroAlign, HeroSize } from './heroVariants.ts';
