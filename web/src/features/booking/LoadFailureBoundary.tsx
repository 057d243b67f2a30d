import { Component, type ReactNode } from 'react';
import { Button } from '../../ui';

type State = { failed: boolean };

/**
 * Catches a part of the screen that failed to load (typically a code chunk replaced by a newer release while the
 * page stayed open) and offers a reload instead of a blank screen.
 */
export class LoadFailureBoundary extends Component<{ children: ReactNode }, State> {
  state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div role="alert" className="grid place-items-center gap-4 py-16 text-center">
        <p className="text-sm text-muted">This step could not be loaded. Please reload the page to continue.</p>
        <Button variant="outline" onClick={() => window.location.reload()}>
          Reload
        </Button>
      </div>
    );
  }
}
