export { UspBlock, uspTitleMaxLength } from './UspBlock.tsx';
export type { UspBlockProps } from './UspBlock.tsx';
