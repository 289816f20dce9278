import { describe, expect, it } from 'vitest';
import { npsGroupName } from '@/components/report/reportView';
import { NPS_GROUP_LABEL, NPS_GROUPS, npsBand, npsBannerText, npsGroupOf, npsShares } from '@/lib/nps';

describe('NPS edges', () => {
  it('colours the banner at 0.4 and 0.2', () => {
    expect([0.4, 0.3999, 0.2, 0.1999, -1].map((score) => npsBand(score, 10))).toEqual(['green', 'orange', 'orange', 'red', 'red']);
    expect(npsBand(0.9, 0)).toBe('grey');
  });
  it('groups answers at 9 and 7', () => {
    expect([10, 9, 8, 7, 6, 0].map(npsGroupOf)).toEqual(['promoters', 'promoters', 'passives', 'passives', 'detractors', 'detractors']);
  });
  it('labels a share only from 15 %', () => {
    const shares = npsShares({ detractor_count: 3, passive_count: 17, promoter_count: 80 });
    expect(shares.map((share) => [share.group, share.percent, share.labelled])).toEqual([
      ['detractors', 3, false],
      ['passives', 17, true],
      ['promoters', 80, true],
    ]);
    expect(npsShares({ detractor_count: 15, passive_count: 85, promoter_count: 0 })[0]?.labelled).toBe(true);
    expect(npsShares({}).every((share) => share.percent === 0)).toBe(true);
  });
  it("writes '{score} from {M} responses' or '0 Responses'", () => {
    expect(npsBannerText(0.4567, 12)).toBe('45.7 from 12 responses');
    expect(npsBannerText(0, 0)).toBe('0 Responses');
  });
});

describe('NPS groups in one place', () => {
  it('names the groups for cards, filters and the report renderer from the same thresholds', () => {
    expect(NPS_GROUPS).toEqual(['promoters', 'passives', 'detractors']);
    expect(NPS_GROUPS.map((group) => NPS_GROUP_LABEL[group])).toEqual(['Promoters', 'Passives', 'Detractors']);
    expect([10, 9, 8, 7, 6, 0].map(npsGroupName)).toEqual(['Promoter', 'Promoter', 'Passive', 'Passive', 'Detractor', 'Detractor']);
  });
});
