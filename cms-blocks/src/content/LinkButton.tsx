import { Button } from '@vitrina/design-system';
import type { ButtonColor, ButtonFloat, ButtonSize } from '@vitrina/design-system';
import type { CSSProperties, ReactNode } from 'react';
import { anchorProps } from '../RichText/resolveLink.ts';
import type { ResolvedLink } from '../RichText/resolveLink.ts';

export interface LinkButtonLook {
  color?: ButtonColor;
  size?: ButtonSize;
  float?: ButtonFloat;
  iconLeft?: ReactNode;
  iconRight?: ReactNode;
  style?: CSSProperties;
}

interface LinkButtonProps extends LinkButtonLook {
  link: ResolvedLink;
  children: ReactNode;
}

/** A resolved content link drawn as a Button: the app's router link inside, a plain <a> outside. */
export function LinkButton({ link, children, ...look }: LinkButtonProps) {
  const props = { ...anchorProps(link), title: link.title };
  if (link.external) {
    return (
      <Button {...look} asChild>
        <a {...props}>{children}</a>
      </Button>
    );
  }
  return (
    <Button {...look} {...props}>
      {children}
    </Button>
  );
}
