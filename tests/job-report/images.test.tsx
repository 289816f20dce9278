import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db, demoConfig } from '@/demo/db';
import { stats } from '@/demo/scenarios';
import { editAnswer } from '../support/demoAnswer';
import { loadImages } from '../support/images';
import { renderRoute } from '../support/render';
import { demoJobs } from './support';

/*
 * Job images as 001 §2, §3, §7 and 002 §3 describe them (issue 29, item 2): under a question only
 * when the report holds a question with the image's compQHisId, else in Job Images; the folder by
 * scheme type when the server says it, else the shopper folder and, once, the audit folder.
 * In both demo contracts (the minimal one sends no `scheme_type`).
 */

const company = () => db().company.id;
const shopperPath = (name: string) => `/storage/us/shopperuploads/images/${company()}/fromshoppers/${name}`;
const auditPath = (name: string) => `/storage/us/audituploads/${company()}/${name}`;
const storageCalls = () => stats.calls.filter((call) => call.path.startsWith('/storage/')).map((call) => call.path);
const srcPath = (image: HTMLElement) => new URL(image.getAttribute('src') as string).pathname;

async function openReport(url: string) {
  const view = renderRoute(url, { as: 'manager' });
  const dialog = await screen.findByRole('dialog', { name: /^Job Id: / }, { timeout: 8000 });
  return { ...view, dialog };
}

/** Saves the image through 'Save Image' and returns the storage address it fetched. */
async function saveImage(user: ReturnType<typeof renderRoute>['user'], button: HTMLElement): Promise<string> {
  URL.createObjectURL = vi.fn(() => 'blob:image') as typeof URL.createObjectURL;
  URL.revokeObjectURL = vi.fn();
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
  const before = storageCalls().length;
  await user.click(button);
  await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
  const fetched = stats.calls.filter((call) => call.path.startsWith('/storage/')).slice(before);
  expect(fetched.map((call) => call.authorization)).toEqual([null]);
  return fetched[0]?.path as string;
}

const mode = demoConfig.contract;
afterEach(() => {
  demoConfig.contract = mode;
  vi.restoreAllMocks();
});

describe.each(['full', 'minimal'] as const)('job images (%s contract)', (contract) => {
  beforeEach(() => {
    demoConfig.contract = contract;
  });

  it('a mystery shop: every image carries a compQHisId no question has, so all show in Job Images, from the shopper folder', async () => {
    const { withMedia } = demoJobs();
    const { dialog, user } = await openReport(`/help?job=${withMedia.id}`);
    const section = within(dialog).getByRole('region', { name: 'Job Images' });
    const images = within(section).getAllByRole('img');
    expect(images.length).toBeGreaterThanOrEqual(2);
    await loadImages(dialog);
    images.forEach((image, index) => {
      expect(srcPath(image)).toBe(shopperPath(`shop-${withMedia.id}-${index + 1}.svg`));
      // The image itself (no invented thumbnail name), lazily, in a fixed 4:3 box.
      expect(image).toHaveAttribute('loading', 'lazy');
      expect(image).toHaveAttribute('width', '320');
      expect(image).toHaveAttribute('height', '240');
    });
    expect(dialog.innerHTML).not.toContain('_thumb');
    // The shopper folder answered: the audit folder is never asked.
    expect(storageCalls().every((path) => path.startsWith('/storage/us/shopperuploads/'))).toBe(true);
    expect(within(within(dialog).getByRole('region', { name: 'Report' })).queryAllByRole('img')).toEqual([]);
    expect(await saveImage(user, within(section).getAllByRole('button', { name: /^Save Image/ })[0] as HTMLElement)).toBe(
      shopperPath(`shop-${withMedia.id}-1.svg`),
    );
  });

  it('an audit: images under their question (none in Job Images), from the audit folder; without the scheme type, after one try of the shopper folder', async () => {
    const { auditWithImages: audit } = demoJobs();
    const { dialog, user } = await openReport(`/help?job=${audit.id}`);
    expect(within(dialog).queryByRole('region', { name: 'Job Images' })).not.toBeInTheDocument();
    const failed = audit.questions.filter((question) => question.total_points > 0 && question.points_scored < question.total_points).slice(0, 2);
    const asked = await loadImages(dialog);
    for (const question of failed) {
      const gallery = within(dialog).getByRole('list', { name: `Images for question ${question.question_num}` });
      const name = `audit-${audit.id}-${question.question_num}.svg`;
      expect(srcPath(within(gallery).getByRole('img'))).toBe(auditPath(name));
      // The server says 'audit' (scheme_type 1): straight to its folder; the minimal contract says
      // nothing: the shopper folder first (404), then the audit folder, once each.
      const tried = asked.map((src) => new URL(src).pathname).filter((path) => path.endsWith(`/${name}`));
      expect(tried).toEqual(contract === 'full' ? [auditPath(name)] : [shopperPath(name), auditPath(name)]);
    }
    // Zoom and 'Save Image' use the address that loaded.
    const first = within(dialog).getByRole('list', { name: `Images for question ${failed[0]?.question_num}` });
    const name = `audit-${audit.id}-${failed[0]?.question_num}.svg`;
    await user.click(within(first).getAllByRole('button', { name: /^Zoom/ })[0] as HTMLElement);
    const lightbox = await screen.findByRole('dialog', { name: /Image 1 of 1/ });
    expect(srcPath(within(lightbox).getByRole('img'))).toBe(auditPath(name));
    await user.click(within(lightbox).getByRole('button', { name: 'Close image' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /Image 1 of 1/ })).not.toBeInTheDocument());
    expect(await saveImage(user, within(first).getByRole('button', { name: /^Save Image/ }))).toBe(auditPath(name));
  });

  it('an image on neither path keeps its label and comments with one line; the other images and the report are unaffected', async () => {
    const { withMedia } = demoJobs();
    editAnswer('/job-report/:id', (data) => {
      delete data.scheme_type;
      const images = data.images as Array<{ image: string }>;
      if (images[0]) images[0].image = 'missing-photo.jpg';
    });
    const { dialog } = await openReport(`/help?job=${withMedia.id}`);
    const section = within(dialog).getByRole('region', { name: 'Job Images' });
    const asked = await loadImages(dialog);
    // One fallback, never an invented name.
    expect(asked.map((src) => new URL(src).pathname).filter((path) => path.endsWith('/missing-photo.jpg'))).toEqual([
      shopperPath('missing-photo.jpg'),
      auditPath('missing-photo.jpg'),
    ]);
    const [broken, ...others] = within(section).getAllByRole('listitem');
    expect(within(broken as HTMLElement).getByText('The image could not be loaded.')).toBeInTheDocument();
    expect(within(broken as HTMLElement).getByText('Receipt')).toBeInTheDocument();
    expect(within(broken as HTMLElement).getByText('Receipt from the visit.')).toBeInTheDocument();
    expect(within(broken as HTMLElement).queryByRole('img')).not.toBeInTheDocument();
    expect(within(broken as HTMLElement).queryByRole('button')).not.toBeInTheDocument();
    expect(others.length).toBeGreaterThan(0);
    for (const item of others) {
      expect(within(item).queryByText('The image could not be loaded.')).not.toBeInTheDocument();
      expect(srcPath(within(item).getByRole('img'))).toMatch(/^\/storage\/us\/shopperuploads\//);
      expect(within(item).getByRole('button', { name: /^Save Image/ })).toBeInTheDocument();
    }
    expect(within(dialog).getAllByText('The image could not be loaded.')).toHaveLength(1);
    expect(within(dialog).getByRole('table', { name: 'Category Scores' })).toBeInTheDocument();
    expect(within(dialog).getByRole('region', { name: 'Report' })).toBeInTheDocument();
  });
});
