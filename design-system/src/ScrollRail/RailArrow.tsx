import { IconButton } from '../IconButton/IconButton.tsx';
import type { IconButtonProps } from '../IconButton/IconButton.tsx';

export type RailArrowProps = Omit<IconButtonProps, 'icon'> & { direction: 'previous' | 'next' };

/** The previous or next button of a rail (slider, carousel, gallery): a small outline chevron. */
export function RailArrow({
  direction,
  size = 'small',
  color = 'outline',
  ...rest
}: RailArrowProps) {
  return (
    <IconButton
      icon={direction === 'previous' ? 'chevron-left' : 'chevron-right'}
      size={size}
      color={color}
      {...rest}
    />
  );
}
