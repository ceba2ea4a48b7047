/**
 * A screen that throws while it draws (or whose code cannot arrive) is replaced by a panel saying
 * what failed, never by a blank page. Whatever is drawn around the boundary stays (in the shell:
 * the menu, the sync badge and the outbox, which lives in IndexedDB and keeps syncing), the failure
 * goes to the server's log, and Reload starts the app again. The shell keys one per path, so
 * choosing another screen from the menu draws that screen afresh.
 */
import { Box, Button, Stack, Text, Title } from '@mantine/core';
import { Component, type ReactNode } from 'react';
import { dropPrerendered } from './prerendered';
import { reportFailure } from './reportFailure';

interface Props {
  children: ReactNode;
  /** A line under the error, e.g. what became of the driver's entries. */
  note?: ReactNode;
  /** Nothing is drawn around it (the app's outermost boundary): the panel keeps off the edges. */
  wholePage?: boolean;
}

interface State {
  error: Error | null;
}

const asError = (error: unknown) => (error instanceof Error ? error : new Error(String(error)));

export class ScreenErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: asError(error) };
  }

  override componentDidCatch(error: unknown): void {
    // A page drawn at build time would otherwise stand in front, looking alive.
    dropPrerendered();
    reportFailure(error);
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    const panel = <ScreenFailed error={error} note={this.props.note} />;
    return this.props.wholePage ? <Box p="md">{panel}</Box> : panel;
  }
}

const panelStyle = {
  border: '1px solid var(--mantine-color-default-border)',
  borderRadius: 'var(--mantine-radius-md)',
};

function ScreenFailed({ error, note }: { error: Error; note: ReactNode }) {
  return (
    // A bordered box rather than a Paper: the landing page, which this also guards, has none.
    <Box role="alert" p="lg" maw={640} style={panelStyle}>
      <Stack gap="sm" align="flex-start">
        <Title order={1} fz={24}>
          This screen could not be shown
        </Title>
        <Text>Something went wrong while drawing it. What failed:</Text>
        <Text ff="monospace" fz="sm" style={{ overflowWrap: 'anywhere' }}>
          {`${error.name}: ${error.message}`}
        </Text>
        {note}
        <Button onClick={() => window.location.reload()}>Reload</Button>
      </Stack>
    </Box>
  );
}
