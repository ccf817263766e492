/** The site name after every page title: "Košík | Vitrina". */
export const siteName = 'Vitrina';

/** React 19 hoists <title> into <head> wherever a page renders it. */
export function DocumentTitle({ title }: { title: string }) {
  return <title>{title === siteName ? siteName : `${title} | ${siteName}`}</title>;
}
