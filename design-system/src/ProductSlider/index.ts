export { defaultProductSliderLabels, ProductSlider } from './ProductSlider.tsx';
export type { ProductSliderLabels, ProductSliderProps } from './ProductSlider.tsx';
