import { afterEach, describe, expect, it } from 'vitest';
import { resetRuntimeConfig, setRuntimeConfig } from '@/api/runtimeConfig';
import { imageAddress, imageCandidates, imageDirectory, imageFileName } from '@/features/job-report/fileAddress';
import { resolveFileAddress } from '@/api/fileAddress';
import {
  defaultEmailMessage,
  EMAIL_FAILED_TOAST,
  EMAIL_INVALID_TEXT,
  emailFailure,
  expenseRows,
  isPhoneForPdf,
  pdfAddress,
  queryState,
  reportTitle,
  splitEmails,
  imageFolders,
  placeImages,
  visibleCategoryScores,
} from '@/features/job-report/reportModel';
import { keepDigits, pickerRowText } from '@/features/job-report/jobSearch';
import type { JobDetails, JobImage, JobReportBody } from '@/lib/reportTypes';

const details = (expenses: JobDetails['expenses']): JobDetails => ({
  jobId: 7,
  location: 'Boston #101',
  scheme_name: 'Shop',
  wave: 'May',
  score: 0.8,
  nps_score: 9,
  expenses,
});

describe('job report rules', () => {
  it('titles: Job Id / Survey id, the survey label overriding', () => {
    expect(reportTitle(5, false, details(null))).toBe('Job Id: 5');
    expect(reportTitle(5, true, details(null))).toBe('Survey id: 5');
    expect(reportTitle(5, true, details({ surveyIDLabel: 'Response Ref' }))).toBe('Response Ref: 5');
  });

  it('shows expense fields only when labelled; money in cents', () => {
    const rows = expenseRows(details({ spent: 1499, spentLabel: 'Amount', receipt: 'R1', receiptLabel: null, extra1: 'SUV', extra1Label: 'Vehicle' }));
    expect(rows).toEqual([
      { key: 'spent', label: 'Amount', value: '$14.99' },
      { key: 'extra1', label: 'Vehicle', value: 'SUV' },
    ]);
  });

  it('category scores: zero totals hidden, by order', () => {
    const rows = visibleCategoryScores([
      { id: 1, name: 'B', points_scored: 1, total_points: 2, score: 0.5, order: 2 },
      { id: 2, name: 'Zero', points_scored: 0, total_points: 0, score: null, order: 0 },
      { id: 3, name: 'A', points_scored: 2, total_points: 2, score: 1, order: 1 },
    ]);
    expect(rows.map((row) => row.name)).toEqual(['A', 'B']);
  });

  it('an image goes under a question only when the report holds a question with its compQHisId; else Job Images, hidden for a known audit', () => {
    const image = (img_id: number, compQHisId: number | null): JobImage => ({ img_id, image: `${img_id}.jpg`, label: null, comments: null, compQHisId });
    const question = (id: number) => ({ id }) as JobReportBody[number]['questions'][number];
    const report: JobReportBody = [{ id: 1, name: 'Safety', order: 1, questions: [question(2005), question(2006)] }];
    const images = [image(1, null), image(2, 2005), image(3, 991234), image(4, 2005)];
    for (const type of [undefined, 0, 4]) {
      const { general, byQuestion } = placeImages(images, report, type);
      expect(general.map((item) => item.img_id)).toEqual([1, 3]);
      expect([...byQuestion].map(([id, list]) => [id, list.map((item) => item.img_id)])).toEqual([[2005, [2, 4]]]);
    }
    // A mystery shop whose every image carries an id no question has: all in Job Images.
    expect(placeImages([image(5, 700), image(6, 701)], report, undefined).general).toHaveLength(2);
    // An audit the server names (1): Job Images hidden (001 §2), its question images still shown.
    const audit = placeImages(images, report, 1);
    expect(audit.general).toEqual([]);
    expect(audit.byQuestion.get(2005)).toHaveLength(2);
    expect(placeImages(null, null, undefined)).toEqual({ general: [], byQuestion: new Map() });
  });

  it('image folders: by scheme type when known (1 audit, else shopper); unknown → shopper, then audit once', () => {
    expect(imageFolders(1)).toEqual(['audit']);
    expect(imageFolders(0)).toEqual(['shopper']);
    expect(imageFolders(4)).toEqual(['shopper']);
    expect(imageFolders(undefined)).toEqual(['shopper', 'audit']);
    const origin = window.location.origin;
    expect(imageCandidates(7, ['shopper', 'audit'], 'p 1.jpg')).toEqual([
      `${origin}/storage/us/shopperuploads/images/7/fromshoppers/p%201.jpg`,
      `${origin}/storage/us/audituploads/7/p%201.jpg`,
    ]);
    // An absolute address is tried once, whatever the folders.
    expect(imageCandidates(7, ['shopper', 'audit'], 'https://cdn.example.com/p.jpg')).toEqual(['https://cdn.example.com/p.jpg']);
  });

  it('splits e-mail addresses on spaces, commas and semicolons', () => {
    expect(splitEmails(' a@x.com; b@y.com,c@z.com  d@w.com;; ')).toEqual(['a@x.com', 'b@y.com', 'c@z.com', 'd@w.com']);
    expect(splitEmails(' ;, ')).toEqual([]);
    expect(defaultEmailMessage({ jobDetails: details(null) }, false)).toMatch(/Boston #101.*80\.0%/);
  });

  it('PDF: address and phone detection', () => {
    expect(pdfAddress('https://gen.example/', 9, false, 'enc')).toBe('https://gen.example/client-report?job_id=9&encrypted_id=enc&prev=1');
    expect(pdfAddress('https://gen.example', 9, true, 'enc')).toContain('/client-survey-report?');
    expect(isPhoneForPdf(479, 'Mozilla/5.0 (X11; Linux x86_64)')).toBe(true);
    expect(isPhoneForPdf(1280, 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)')).toBe(true);
    expect(isPhoneForPdf(1280, 'Mozilla/5.0 (X11; Linux x86_64)')).toBe(false);
  });

  it('query state: outside the window only without an open query', () => {
    expect(queryState({ queryDetails: { query_id: null, has_open_query: false, can_be_queried: false } }, false)).toEqual({
      canQuery: false,
      openQueryId: null,
      outsideWindow: true,
    });
    expect(queryState({ queryDetails: { query_id: 4, has_open_query: 1, can_be_queried: 0 } }, false)).toEqual({
      canQuery: false,
      openQueryId: 4,
      outsideWindow: false,
    });
    expect(queryState({ queryDetails: null }, true).outsideWindow).toBe(false);
  });

  it('search: only the digits are kept (001 §5), the first 9, the caret after the digits it followed; picker rows', () => {
    expect(keepDigits('')).toEqual({ value: '', caret: 0, cut: false });
    expect(keepDigits('Job #50004')).toEqual({ value: '50004', caret: 5, cut: false });
    expect(keepDigits('abc def.')).toEqual({ value: '', caret: 0, cut: false });
    expect(keepDigits(' 500045 ').value).toBe('500045');
    for (const [raw, digits] of [
      ['50004.5', '500045'],
      ['-1', '1'],
      ['1e5', '15'],
      ['12 34', '1234'],
      ['0x1F', '01'],
      ['１２３', '123'],
      ['١٢٣', ''],
    ] as const)
      expect(keepDigits(raw).value).toBe(digits);
    // A letter typed mid-text: dropped, the caret stays where it was (after '12').
    expect(keepDigits('12x345', 3)).toEqual({ value: '12345', caret: 2, cut: false });
    // A paste mid-text: the caret after the pasted digits.
    expect(keepDigits('1Job 99-2', 8)).toEqual({ value: '1992', caret: 3, cut: false });
    // More than 9: the first 9, and it says so.
    expect(keepDigits('1234567890')).toEqual({ value: '123456789', caret: 9, cut: true });
    expect(keepDigits('Job 123-456-789-012', 19)).toEqual({ value: '123456789', caret: 9, cut: true });
    expect(keepDigits('123456789', 4)).toEqual({ value: '123456789', caret: 4, cut: false });
    expect(pickerRowText({ id: 1, type: 'job', location_name: 'Boston', date: '2026-05-04', scheme_name: 'Shop' })).toBe('Boston - 05/04/26 - Shop');
  });
});

describe('job report files (001 §7 addresses, deploy-time storage base)', () => {
  afterEach(() => resetRuntimeConfig());

  it('images live at the spec paths under the storage base (this origin by default); the name is used as sent', () => {
    expect(imageDirectory(7, true)).toBe(`${window.location.origin}/storage/us/audituploads/7`);
    expect(imageDirectory(7, false)).toBe(`${window.location.origin}/storage/us/shopperuploads/images/7/fromshoppers`);
    setRuntimeConfig({ storageBaseUrl: 'https://files.example.com/' });
    expect(imageDirectory(7, false)).toBe('https://files.example.com/storage/us/shopperuploads/images/7/fromshoppers');
    const dir = imageDirectory(7, true);
    // No invented thumbnail name: the image itself.
    expect(imageAddress(dir, 'photo_thumb.jpg')).toBe('https://files.example.com/storage/us/audituploads/7/photo_thumb.jpg');
    expect(imageAddress(dir, 'photo.jpg')).toBe('https://files.example.com/storage/us/audituploads/7/photo.jpg');
    expect(imageAddress(dir, 'a b#1.jpg')).toBe('https://files.example.com/storage/us/audituploads/7/a%20b%231.jpg');
    // A sub-folder keeps its slash; '..' never climbs out of the job's folder.
    expect(imageAddress(dir, '2024/../../x.jpg')).toBe('https://files.example.com/storage/us/audituploads/7/2024/x.jpg');
    expect(imageAddress(dir, 'https://cdn.example.com/p.jpg')).toBe('https://cdn.example.com/p.jpg');
    expect(imageFileName('2024/p.jpg')).toBe('p.jpg');
  });

  it('the recording (the shared resolver): API paths with the token, storage and other hosts without', () => {
    const origin = window.location.origin;
    expect(resolveFileAddress('/api/job-audio/4')).toEqual({ url: `${origin}/api/job-audio/4`, withToken: true, sameOrigin: true });
    expect(resolveFileAddress('job-audio/4')).toEqual({ url: `${origin}/api/job-audio/4`, withToken: true, sameOrigin: true });
    expect(resolveFileAddress(`${origin}/api/job-audio/4`)).toEqual({ url: `${origin}/api/job-audio/4`, withToken: true, sameOrigin: true });
    expect(resolveFileAddress('https://cdn.example.com/a.mp3')).toEqual({ url: 'https://cdn.example.com/a.mp3', withToken: false, sameOrigin: false });
    setRuntimeConfig({ storageBaseUrl: 'https://files.example.com' });
    expect(resolveFileAddress('/storage/us/audio/4.mp3')).toEqual({
      url: 'https://files.example.com/storage/us/audio/4.mp3',
      withToken: false,
      sameOrigin: false,
    });
  });
});

describe('e-mail failures', () => {
  const error = (status: number, message: string, fieldErrors: Record<string, string[]> = {}) => ({ status, code: null, message, fieldErrors });

  it('blames the addresses only on a 422 naming them', () => {
    expect(emailFailure(error(422, 'The email_to.1 must be a valid email address.', { 'email_to.1': ['x'] }))).toEqual({
      toast: EMAIL_FAILED_TOAST,
      field: EMAIL_INVALID_TEXT,
      message: EMAIL_INVALID_TEXT,
    });
    expect(emailFailure(error(422, 'The email to field is required.', { email_to: ['x'] })).field).toBe(EMAIL_INVALID_TEXT);
  });

  it('says what happened otherwise', () => {
    const other422 = emailFailure(error(422, 'The email text may not be greater than 5000 characters.', { email_text: ['x'] }));
    expect(other422).toEqual({
      toast: 'Error emailing report - The email text may not be greater than 5000 characters.',
      field: null,
      message: 'The email text may not be greater than 5000 characters.',
    });
    expect(emailFailure(error(500, 'Mail server down.')).toast).toBe('Error emailing report - Mail server down.');
    expect(emailFailure(error(502, 'The server had a problem (status 502). Please try again.')).field).toBeNull();
    expect(emailFailure(new Error('boom')).message).toBe('The report could not be emailed.');
  });
});
