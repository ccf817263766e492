import { Image, type ImageSrcBuilder } from '@vitrina/design-system';

/**
 * A small square product picture beside its name (thumbnails, compare columns, last visited):
 * decorative (alt ""), since the name is the text next to it; 1× and 2× widths.
 */
export function Thumbnail(props: { src: ImageSrcBuilder | undefined; size: number }) {
  if (!props.src) return null;
  return (
    <Image
      src={props.src}
      alt=""
      width={props.size}
      height={props.size}
      widths={[props.size, props.size * 2]}
      sizes={`${props.size}px`}
      fit="contain"
    />
  );
}
