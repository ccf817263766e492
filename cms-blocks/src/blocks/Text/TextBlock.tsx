import type { TextBlock as TextBlockData } from '@vitrina/contracts/content';
import { BlockFrame } from '../shared/BlockFrame.tsx';
import { BlockTextContent } from '../shared/BlockTextContent.tsx';

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
