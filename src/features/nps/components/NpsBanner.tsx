import { npsBand, npsBannerText } from '@/lib/nps';

/** The score banner: green at 0.4 or more, orange from 0.2, red below; grey with '0 Responses'. */
export function NpsBanner({ score, responses }: { score: number | null | undefined; responses: number }) {
  return (
    <div className={`nps-banner nps-banner-${npsBand(score, responses)}`} role="status">
      <span className="nps-banner-label">NPS</span> <span className="nps-banner-text">{npsBannerText(score, responses)}</span>
    </div>
  );
}
