import type { ReactNode } from 'react';
import { positiveInt } from './attrs.ts';
import * as styles from './RichText.css.ts';

interface TableCellProps {
  attrs: Record<string, unknown> | undefined;
  header?: boolean;
  children: ReactNode;
}

/** Sum of the editor's `colwidth` (one px width per spanned column), when every entry is valid. */
function cellWidth(colwidth: unknown): number | undefined {
  if (!Array.isArray(colwidth) || colwidth.length === 0) return undefined;
  const widths = colwidth.map((width) => positiveInt(width, 4000));
  if (widths.some((width) => width === undefined)) return undefined;
  return widths.reduce<number>((sum, width) => sum + (width ?? 0), 0);
}

export function TableCell({ attrs, header = false, children }: TableCellProps) {
  const Cell = header ? 'th' : 'td';
  const width = cellWidth(attrs?.['colwidth']);
  return (
    <Cell
      // HTML's own limits: colspan ≤ 1000, rowspan ≤ 65534.
      colSpan={positiveInt(attrs?.['colspan'], 1000)}
      rowSpan={positiveInt(attrs?.['rowspan'], 65534)}
      style={width === undefined ? undefined : { width: `${width}px` }}
      className={styles.tableCell}
    >
      {children}
    </Cell>
  );
}

/** Tables scroll sideways inside their own box so a wide one never widens the page. */
export function RichTable({ children }: { children: ReactNode }) {
  return (
    // Focusable so keyboard users can scroll a table wider than the screen.
    <div className={styles.tableScroll} tabIndex={0}>
      <table className={styles.table}>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
