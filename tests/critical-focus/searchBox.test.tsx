import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { scenarios } from '@/demo/scenarios';
import { withBrowserTiming } from '../support/browserTiming';
import { renderRoute } from '../support/render';
import { settled } from '../support/settle';
import { setLargeScreen } from '../support/viewport';

/*
 * The Critical Focus search box keeps what was typed, as the Queries boxes do (issue 29, item 6):
 * typed fast at browser timing under a slow API, the box shows every keystroke, the address follows.
 */
describe('critical focus search box', () => {
  it('shows exactly what was typed, keystroke by keystroke and after the answers land', async () => {
    setLargeScreen(true);
    scenarios.delay(/^\/api\/critical-focus/, 250);
    const hostile = `<img src=x onerror=alert(1)>&"'%2B+#?q=1`;
    const { router, store } = renderRoute('/critical-focus', { as: 'manager' });
    const box = await screen.findByLabelText('Search for critical focus', {}, { timeout: 8000 });
    const user = userEvent.setup({ delay: null });
    await user.click(box);
    await withBrowserTiming(async () => {
      let typed = '';
      for (const char of hostile) {
        await user.keyboard(char);
        typed += char;
        expect(box).toHaveValue(typed);
      }
    });
    await settled(store);
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('q')).toBe(hostile));
    expect(box).toHaveValue(hostile);
  });
});
