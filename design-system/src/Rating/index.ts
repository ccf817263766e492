export { defaultRatingLabel, Rating } from './Rating.tsx';
export type { RatingLabel, RatingProps } from './Rating.tsx';
export { ratingStars } from './ratingStars.ts';
export { ratingSizes } from './ratingVariants.ts';
export type { RatingSize } from './ratingVariants.ts';
