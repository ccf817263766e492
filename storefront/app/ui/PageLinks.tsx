import { useLingui } from '@lingui/react/macro';
import { Pagination } from '@vitrina/design-system';

/** A list's page links from the server's own URLs (page 1 first), in the page's language. */
export function PageLinks(props: {
  paging: { page: number; pageCount: number; hrefs: readonly string[] };
  className?: string;
}) {
  const { t } = useLingui();
  const { paging } = props;
  return (
    <Pagination
      className={props.className}
      page={paging.page}
      pageCount={paging.pageCount}
      hrefForPage={(page) => paging.hrefs[page - 1] ?? paging.hrefs[0] ?? ''}
      labels={{
        navigation: t`Pages`,
        previous: t`Previous page`,
        next: t`Next page`,
        page: (page) => t`Page ${page}`,
      }}
    />
  );
}
