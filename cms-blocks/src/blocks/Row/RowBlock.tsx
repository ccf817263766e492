import { cx } from '@vitrina/design-system';
import type { ReactNode } from 'react';
import type { ContentBlock, RowBlock as RowBlockData } from '@vitrina/contracts/content';
import { BlockFrame } from '../shared/BlockFrame.tsx';
import * as styles from './RowBlock.css.ts';
import { BlocksContext, useBlocksContext } from '../shared/BlocksContext.ts';
import { objects } from '../../content/objects.ts';

/** Rows inside rows are allowed, but not without end: deeper content is not rendered. */
export const maxRowDepth = 3;

export interface RowBlockProps {
  block: RowBlockData;
  /** Renders one nested block (Blocks passes its own renderer; avoids an import cycle). */
  renderBlock: (block: ContentBlock, key: number) => ReactNode;
}

/** row: nested blocks side by side from the md breakpoint (stacked on phones). */
export function RowBlock({ block, renderBlock }: RowBlockProps) {
  const context = useBlocksContext();
  const nested = objects(block.value.blocks);
  if (context.depth >= maxRowDepth || nested.length === 0) return null;
  const columns = Math.min(4, Math.max(1, block.value.columns ?? nested.length)) as 1 | 2 | 3 | 4;
  return (
    <BlockFrame type={block.type} uuid={block.uuid} value={block.value}>
      <BlocksContext value={{ ...context, depth: context.depth + 1 }}>
        <div className={cx(styles.row, styles.rowColumns[columns])}>
          {nested.map((child, index) => (
            <div key={index}>{renderBlock(child, index)}</div>
          ))}
        </div>
      </BlocksContext>
    </BlockFrame>
  );
}
