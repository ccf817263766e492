import { buttonColors, buttonFloats, buttonSizes, Icon } from '@vitrina/design-system';
import { useContentSettings } from '../content/contentContext.ts';
import { LinkButton } from '../content/LinkButton.tsx';
import { localized, oneOf, oneOfOrUndefined } from './attrs.ts';
import * as styles from './RichText.css.ts';
import { resolveLink } from './resolveLink.ts';

interface RichButtonProps {
  attrs: Record<string, unknown> | undefined;
}

/** The icons a CMS button may carry (spec §3), drawn by the design system's icon set. */
const buttonIconNames = ['arrow-left', 'arrow-right', 'goods', 'search'] as const;

function icon(value: unknown) {
  const name = oneOfOrUndefined(value, buttonIconNames);
  return name ? <Icon name={name} /> : undefined;
}

/** The `button` node: a link styled as a design-system Button; title and href per content locale. */
export function RichButton({ attrs }: RichButtonProps) {
  const settings = useContentSettings();
  const title = localized(attrs?.['title'], settings.locale);
  if (title === undefined) return null; // a button without words in this language says nothing
  const link = resolveLink({ ...attrs, title: undefined }, settings);
  // No safe target: show the words, not a control that does nothing.
  if (link === null) return <span className={styles.unlinkedButton}>{title}</span>;
  return (
    <LinkButton
      link={link}
      color={oneOf(attrs?.['color'], buttonColors, 'primary')}
      size={oneOf(attrs?.['size'], buttonSizes, 'large')}
      float={oneOfOrUndefined(attrs?.['float'], buttonFloats)}
      iconLeft={icon(attrs?.['icon_left'])}
      iconRight={icon(attrs?.['icon_right'])}
    >
      {title}
    </LinkButton>
  );
}
