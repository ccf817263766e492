import * as styles from './BranchDetailPage.css.ts';

/**
 * A map or 360° view from an allowlisted host (the server already checked the address). Sandboxed:
 * its scripts run in its own origin, it cannot navigate the shop or open forms, only new tabs.
 */
export function BranchEmbed({ src, title }: { src: string; title: string }) {
  return (
    <iframe
      className={styles.embed}
      src={src}
      title={title}
      loading="lazy"
      referrerPolicy="no-referrer"
      sandbox="allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox"
      allow="fullscreen"
    />
  );
}
