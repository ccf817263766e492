import type { ToastVariant } from './toastStore.ts';

const paths: Record<ToastVariant, string> = {
  info: 'M12 8h.01M11 12h1v5h1',
  success: 'M8 12.5l2.5 2.5L16 9.5',
  warning: 'M12 8v5M12 16.5h.01',
  danger: 'M9 9l6 6M15 9l-6 6',
};

/** Variant glyph; decorative, because the title carries the message. */
export function ToastIcon({ variant }: { variant: ToastVariant }) {
  return (
    <svg width="1em" height="1em" viewBox="0 0 24 24" fill="none" aria-hidden="true">
      {variant === 'warning' ? (
        <path
          d="M12 3 22 20H2L12 3Z"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinejoin="round"
        />
      ) : (
        <circle cx="12" cy="12" r="9.5" stroke="currentColor" strokeWidth="2" />
      )}
      <path
        d={paths[variant]}
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
