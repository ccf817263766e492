import { Container } from '@vitrina/design-system';
import type { ReactNode } from 'react';
import { DocumentTitle } from './DocumentTitle.tsx';
import { heading } from './PageShell.css.ts';

/** Every page's frame: its <title>, its one <h1> and its content. */
export function PageShell(props: { title: string; documentTitle?: string; children?: ReactNode }) {
  return (
    <Container>
      <DocumentTitle title={props.documentTitle ?? props.title} />
      <h1 className={heading}>{props.title}</h1>
      {props.children}
    </Container>
  );
}
