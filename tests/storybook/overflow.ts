import type { Page } from '@playwright/test';

/** An element whose visible part lies (partly) outside the viewport, left or right. */
export interface Escapee {
  selector: string;
  left: number;
  right: number;
}

export interface Overflow {
  viewportWidth: number;
  /** `documentElement.scrollWidth`: wider than the viewport means the page scrolls sideways. */
  scrollWidth: number;
  escapees: Escapee[];
}

/**
 * Measures horizontal overflow in the page. Two complementary checks:
 * - the document is wider than the viewport (the page scrolls sideways), and
 * - an element's visible box sticks out of the viewport on either side. "Visible" means clipped by
 *   every ancestor that clips (overflow other than visible), so a slide parked off-screen inside a
 *   carousel or a wide table inside its own scroll box is fine, while something cut off at the left
 *   edge (which never makes the page scroll) is caught.
 * Runs in the page; returns at most a few offenders, outermost first, for the failure message.
 */
export async function measureOverflow(page: Page): Promise<Overflow> {
  return page.evaluate(() => {
    const root = document.documentElement;
    const viewportWidth = root.clientWidth;
    const tolerance = 1; // sub-pixel rounding of fractional layouts

    const describe = (element: Element) => {
      const id = element.id ? `#${element.id}` : '';
      const testId = element.getAttribute('data-testid');
      const classes = [...element.classList].slice(0, 2).map((name) => `.${name}`);
      const text = (element.textContent ?? '').trim().slice(0, 40);
      return `${element.tagName.toLowerCase()}${id}${testId ? `[data-testid=${testId}]` : ''}${classes.join('')}${text ? ` "${text}"` : ''}`;
    };

    const clips = (style: CSSStyleDeclaration) =>
      style.overflowX !== 'visible' || style.contain.includes('paint');

    const escapees: { selector: string; left: number; right: number }[] = [];
    const walk = (element: Element, clipLeft: number, clipRight: number) => {
      const style = getComputedStyle(element);
      if (style.display === 'none' || style.visibility === 'hidden') return;
      // Not seen at all: transparent boxes (Radix's native inputs behind its checkboxes and
      // selects) and the visually-hidden pattern (clipped to nothing, for screen readers).
      if (style.opacity === '0') return;
      if (style.clip === 'rect(0px, 0px, 0px, 0px)' || style.clipPath === 'inset(50%)') return;
      if (style.position === 'fixed') {
        // Fixed boxes (dialogs, toasts) are clipped by the viewport only, not by their parents.
        clipLeft = -Infinity;
        clipRight = Infinity;
      }
      const box = element.getBoundingClientRect();
      const left = Math.max(box.left, clipLeft);
      const right = Math.min(box.right, clipRight);
      const visible = box.width > 0 && box.height > 0 && right > left;
      if (visible && (left < -tolerance || right > viewportWidth + tolerance)) {
        escapees.push({
          selector: describe(element),
          left: Math.round(left),
          right: Math.round(right),
        });
        return; // its children are reported through it
      }
      if (clips(style) && element !== root && element !== document.body) {
        clipLeft = Math.max(clipLeft, box.left);
        clipRight = Math.min(clipRight, box.right);
      }
      for (const child of element.children) walk(child, clipLeft, clipRight);
    };
    walk(document.body, -Infinity, Infinity);

    return { viewportWidth, scrollWidth: root.scrollWidth, escapees: escapees.slice(0, 5) };
  });
}

/** A readable failure message, or undefined when nothing overflows. */
export function overflowProblem({ viewportWidth, scrollWidth, escapees }: Overflow) {
  if (scrollWidth <= viewportWidth && escapees.length === 0) return undefined;
  const lines = [`page is ${scrollWidth}px wide in a ${viewportWidth}px viewport`];
  for (const { selector, left, right } of escapees) {
    lines.push(`  ${selector} spans ${left}…${right}px`);
  }
  return lines.join('\n');
}
