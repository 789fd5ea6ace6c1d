import { Component } from 'react';
import type { ReactNode } from 'react';
import { Translation } from 'react-i18next';
import { Button } from '@/components/ui/button';

interface LobbyBoundaryState {
  failed: boolean;
}

/**
 * The lobby is its own chunk: if it cannot be loaded (a flaky network, or a deploy that replaced the
 * files) the rest of home stays up and offers to load the page again.
 */
export class LobbyBoundary extends Component<{ children: ReactNode }, LobbyBoundaryState> {
  override state: LobbyBoundaryState = { failed: false };

  static getDerivedStateFromError(): LobbyBoundaryState {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <Translation ns="lobby">
        {(t) => (
          <div
            role="alert"
            style={{ display: 'grid', justifyItems: 'center', gap: '1rem', padding: '2rem 0' }}
          >
            <p>{t('states.error')}</p>
            <Button variant="secondary" onClick={() => window.location.reload()}>
              {t('states.retry')}
            </Button>
          </div>
        )}
      </Translation>
    );
  }
}
