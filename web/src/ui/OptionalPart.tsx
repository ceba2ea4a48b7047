/**
 * A part of the screen loaded on first use (the toast host, the phone's menu, a confirmation).
 * While its chunk arrives nothing shows; if the chunk cannot be fetched (no signal before the
 * service worker holds it), the part stays away and the rest of the app goes on, where an error
 * reaching the root would blank the whole page.
 */
import { Component, Suspense, type ReactNode } from 'react';

class SkipOnFailure extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

export function OptionalPart({ children }: { children: ReactNode }) {
  return (
    <SkipOnFailure>
      <Suspense fallback={null}>{children}</Suspense>
    </SkipOnFailure>
  );
}
