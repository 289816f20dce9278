import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support';

// The audit every browser test runs (support.ts) runs axe in the page itself, violations only: it
// must still see what it is there to see, on the page and inside an open dialog.
test('the axe audit reports a violation on the page and within an open modal dialog', { tag: '@any-viewport' }, async ({ page }) => {
  await page.setContent(
    '<html lang="en"><head><title>Audit</title></head><body><main><h1>Audit</h1><button style="color:#999;background:#aaa">Low contrast</button></main></body></html>',
  );
  await expect(expectNoAxeViolations(page)).rejects.toThrow(/color-contrast/);

  await page.setContent(
    '<html lang="en"><head><title>Audit</title></head><body><main><h1>Audit</h1><img src="data:image/gif;base64,R0lGODlhAQABAAAAACw="></main>' +
      '<div role="dialog" aria-modal="true" aria-label="Dialog"><button></button></div></body></html>',
  );
  // With a dialog open only the dialog is audited: its unnamed button, not the image beneath it.
  const audit = expectNoAxeViolations(page);
  await expect(audit).rejects.toThrow(/button-name/);
  await expect(expectNoAxeViolations(page)).rejects.not.toThrow(/image-alt/);

  await page.setContent('<html lang="en"><head><title>Audit</title></head><body><main><h1>Audit</h1><p>Fine.</p></main></body></html>');
  await expectNoAxeViolations(page);
  // axe stays in the document from one audit to the next (support.ts): the next audit sees the page as it is now.
  expect(await page.evaluate(() => typeof (window as { axe?: unknown }).axe)).toBe('object');
  await page.evaluate(() => document.querySelector('main')?.insertAdjacentHTML('beforeend', '<a href="/x"></a>'));
  await expect(expectNoAxeViolations(page)).rejects.toThrow(/link-name/);
});
