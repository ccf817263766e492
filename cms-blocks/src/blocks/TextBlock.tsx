import type { TextBlock as TextBlockData } from '../schemas/blockTypes.ts';
import { BlockFrame } from './BlockFrame.tsx';
import { BlockTextContent } from './BlockTextContent.tsx';

export interface TextBlockProps {
  block: TextBlockData;
}

/** text: a titled rich-text section. */
export function TextBlock({ block }: TextBlockProps) {
  return (
    <BlockFrame type={block.type} uuid={block.uuid} value={block.value}>
      <BlockTextContent text={block.value.text} />
    </BlockFrame>
  );
}
