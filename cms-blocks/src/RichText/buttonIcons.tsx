import type { ReactNode } from 'react';

/**
 * The four CMS button icons (spec §3). Local until design-system exports an Icon component; then
 * map these names onto it. Decorative: Button hides icons from assistive technology.
 */
export const buttonIconNames = ['arrow-left', 'arrow-right', 'goods', 'search'] as const;
export type ButtonIconName = (typeof buttonIconNames)[number];

const paths: Record<ButtonIconName, ReactNode> = {
  'arrow-left': <path d="M19 12H5m6-6-6 6 6 6" />,
  'arrow-right': <path d="M5 12h14m-6-6 6 6-6 6" />,
  goods: <path d="M6 7h12l-1 13H7L6 7Zm3 0a3 3 0 0 1 6 0" />,
  search: <path d="m20 20-4.5-4.5M17 10.5a6.5 6.5 0 1 1-13 0 6.5 6.5 0 0 1 13 0Z" />,
};

export function ButtonIcon({ name }: { name: ButtonIconName }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="1em"
      height="1em"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
      data-icon={name}
    >
      {paths[name]}
    </svg>
  );
}
