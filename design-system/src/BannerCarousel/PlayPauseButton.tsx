import { button } from '../Button/Button.css.ts';
import { iconButton } from '../IconButton/IconButton.css.ts';
import { cx } from '../styles/cx.ts';

interface PlayPauseButtonProps {
  playing: boolean;
  label: string;
  onClick: () => void;
}

/**
 * The carousel's rotation button. Drawn here until the icon set has pause and play glyphs;
 * it looks like a small outline IconButton.
 */
export function PlayPauseButton({ playing, label, onClick }: PlayPauseButtonProps) {
  return (
    <button
      type="button"
      aria-label={label}
      onClick={onClick}
      className={cx(button({ color: 'outline', size: 'small' }), iconButton({ size: 'small' }))}
    >
      <svg viewBox="0 0 24 24" width="1em" height="1em" aria-hidden="true" focusable="false">
        {playing ? (
          <path d="M8 5h3v14H8zM13 5h3v14h-3z" fill="currentColor" />
        ) : (
          <path d="M8 5l11 7-11 7z" fill="currentColor" />
        )}
      </svg>
    </button>
  );
}
