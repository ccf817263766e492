import * as star from 'lucide-react/icons/star';

/** The shape of one element of an icon: its tag and attributes, as lucide describes its icons. */
type IconNode = [tag: string, attributes: Record<string, string>][];

/**
 * The icon set's star (lucide `star`, 24 × 24) as path data, so a rating can draw its row of stars
 * in one SVG. lucide-react exports each icon's drawing as `__iconData` without declaring it in its
 * types; the test fails if that ever changes.
 */
export const starPath: string =
  (star as unknown as { __iconData?: { node: IconNode } }).__iconData?.node.find(
    ([tag]) => tag === 'path',
  )?.[1].d ?? '';
