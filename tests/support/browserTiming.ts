import { configure, getConfig } from '@testing-library/react';

/**
 * Runs `steps` with React scheduling as in a browser: no act() around events and no act
 * environment, so an update React renders later (a router navigation, which react-router renders
 * in a transition) is still pending when the next keystroke arrives. Under act() every such update
 * is flushed before the event returns, which hides a field that lags behind its own keystrokes.
 * Assert inside `steps` with plain `expect` (no waitFor: it needs act()).
 */
export async function withBrowserTiming(steps: () => Promise<void>): Promise<void> {
  const holder = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  const actEnvironment = holder.IS_REACT_ACT_ENVIRONMENT;
  const { eventWrapper } = getConfig();
  holder.IS_REACT_ACT_ENVIRONMENT = false;
  configure({ eventWrapper: (event) => event() });
  try {
    await steps();
  } finally {
    configure({ eventWrapper });
    holder.IS_REACT_ACT_ENVIRONMENT = actEnvironment;
  }
}
