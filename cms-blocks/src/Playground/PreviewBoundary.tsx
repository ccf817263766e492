import { Component } from 'react';
import type { ReactNode } from 'react';

interface PreviewBoundaryProps {
  /** Shown instead of the preview when rendering throws; gets the error message. */
  fallback: (message: string) => ReactNode;
  children: ReactNode;
}

interface PreviewBoundaryState {
  message: string | null;
}

/**
 * Content that fails validation is still previewed (so editors see what does work); if rendering it
 * throws, this shows the reason instead of a blank panel. Remount (change `key`) to retry.
 */
export class PreviewBoundary extends Component<PreviewBoundaryProps, PreviewBoundaryState> {
  override state: PreviewBoundaryState = { message: null };

  static getDerivedStateFromError(error: unknown): PreviewBoundaryState {
    return { message: error instanceof Error ? error.message : String(error) };
  }

  override render() {
    return this.state.message === null
      ? this.props.children
      : this.props.fallback(this.state.message);
  }
}
