import { BranchDetailPage } from '../branches/BranchDetailPage.tsx';
import { ContentPageView } from '../pages/ContentPageView.tsx';
import type { RewrittenContent } from './unmatchedPath.server.ts';

/** The page a rewritten URL shows (the catch-all renders it for `resolveUnmatchedPath`). */
export function RewrittenPage({ content }: { content: RewrittenContent }) {
  switch (content.kind) {
    case 'page':
      return <ContentPageView {...content.page} />;
    case 'branch':
      return <BranchDetailPage {...content.branch} />;
  }
}
