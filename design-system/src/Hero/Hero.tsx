import type { HTMLAttributes, ReactNode } from 'react';
import { Heading } from '../Heading/Heading.tsx';
import type { HeadingLevel } from '../Heading/headingVariants.ts';
import { cx } from '../styles/cx.ts';
import * as styles from './Hero.css.ts';
import { HeroPicture } from './HeroPicture.tsx';
import type { HeroMediaSource, HeroPictureSource } from './HeroPicture.tsx';
import type { HeroAlign, HeroSize } from './heroVariants.ts';

export type HeroProps = Omit<HTMLAttributes<HTMLElement>, 'title'> & {
  title: ReactNode;
  /** 1 for a page's own hero; 2 (default) for one among other sections. */
  headingLevel?: HeadingLevel;
  text?: ReactNode;
  /** The call to action (a Button link the app renders). */
  actions?: ReactNode;
  /** The default picture (phones); describe it in `alt` only when it says more than the text. */
  image?: HeroPictureSource & { alt?: string };
  /** Art direction: other pictures from a breakpoint up, the first matching one wins. */
  sources?: readonly HeroMediaSource[];
  /** Above the fold by default: the picture loads at once, with high priority. */
  priority?: boolean;
  sizes?: string;
  align?: HeroAlign;
  size?: HeroSize;
};

/**
 * A page's opening picture with its message and call to action. Over the picture (from md up) the
 * text always has a dark layer behind it; on phones it sits under the picture, on the theme's
 * surface. Either way it stays readable whatever the picture shows.
 */
export function Hero({
  title,
  headingLevel = 2,
  text,
  actions,
  image,
  sources,
  priority = true,
  sizes = '(min-width: 1440px) 1440px, 100vw',
  align = 'start',
  size = 'large',
  className,
  ...rest
}: HeroProps) {
  return (
    <section {...rest} className={cx(styles.hero, className)}>
      {image ? (
        <HeroPicture
          image={image}
          sources={sources}
          sizes={sizes}
          priority={priority}
          className={styles.picture}
        />
      ) : null}
      <div className={cx(styles.body, styles.size[size], styles.bodyAlign[align])}>
        <div className={cx(styles.panel, styles.panelAlign[align], !image && styles.plain)}>
          <Heading level={headingLevel} className={styles.title}>
            {title}
          </Heading>
          {text ? <p className={styles.text}>{text}</p> : null}
          {actions ? <div className={styles.actions}>{actions}</div> : null}
        </div>
      </div>
    </section>
  );
}
