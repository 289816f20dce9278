import { describe, expect, it } from 'vitest';
import { defaultEmailMessage, expenseRows, fullSizeName, isPhoneForPdf, pdfAddress, queryState, reportTitle, splitEmails, splitImages, thumbnailName, visibleCategoryScores } from '@/features/job-report/reportModel';
import { pickerRowText, searchDigits } from '@/features/job-report/jobSearch';
import type { JobDetails } from '@/lib/reportTypes';

const details = (expenses: JobDetails['expenses']): JobDetails => ({ jobId: 7, location: 'Boston #101', scheme_name: 'Shop', wave: 'May', score: 0.8, nps_score: 9, expenses });

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

  it('audit images go under their question; thumbnails map to full size', () => {
    const { general, byQuestion } = splitImages([
      { img_id: 1, image: 'a_thumb.jpg', label: null, comments: null, compQHisId: null },
      { img_id: 2, image: 'b.jpg', label: null, comments: null, compQHisId: 2005 },
    ]);
    expect(general.map((image) => image.img_id)).toEqual([1]);
    expect(byQuestion.get(2005)?.map((image) => image.img_id)).toEqual([2]);
    expect(fullSizeName('photo_thumb.jpg')).toBe('photo.jpg');
    expect(fullSizeName('photo.jpg')).toBe('photo.jpg');
    expect(thumbnailName('photo.jpg')).toBe('photo_thumb.jpg');
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
    expect(queryState({ queryDetails: { query_id: null, has_open_query: false, can_be_queried: false } }, false)).toEqual({ canQuery: false, openQueryId: null, outsideWindow: true });
    expect(queryState({ queryDetails: { query_id: 4, has_open_query: 1, can_be_queried: 0 } }, false)).toEqual({ canQuery: false, openQueryId: 4, outsideWindow: false });
    expect(queryState({ queryDetails: null }, true).outsideWindow).toBe(false);
  });

  it('search: digits only, at most 9; picker rows', () => {
    expect(searchDigits('ab12-34 5678901')).toBe('123456789');
    expect(pickerRowText({ id: 1, type: 'job', location_name: 'Boston', date: '2026-05-04', scheme_name: 'Shop' })).toBe('Boston - 05/04/26 - Shop');
  });
});
