export { Textarea } from './Textarea.tsx';
export type { TextareaProps } from './Textarea.tsx';
