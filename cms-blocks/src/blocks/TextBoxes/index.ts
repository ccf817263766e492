export { textBoxStyles, TextBoxesBlock } from './TextBoxesBlock.tsx';
export type { TextBoxesBlockProps } from './TextBoxesBlock.tsx';
