import type { ReactNode } from 'react';
import { NPS_GROUP_LABEL, npsShares, type NpsGroup } from '@/lib/nps';
import npsBarStyles from './npsBar.scss?inline';
import { adoptStyles } from '@/lib/adoptStyles';

adoptStyles(npsBarStyles);

interface Props {
  detractor_count?: number;
  passive_count?: number;
  promoter_count?: number;
  /** A link per group (NPS dashboard filtered to it); absent: plain text. */
  renderLink?: (group: NpsGroup, children: ReactNode) => ReactNode;
  className?: string;
}

/**
 * The detractor / passive / promoter bar (document 001 "NPS dashboard"): a share's label shows on
 * the bar only at 15 % or more; the text legend under it gives every count and percent.
 */
export function NpsBar({ detractor_count, passive_count, promoter_count, renderLink, className = '' }: Props) {
  const shares = npsShares({ detractor_count, passive_count, promoter_count });
  const total = shares.reduce((sum, share) => sum + share.count, 0);
  return (
    <div className={`nps-bar-block ${className}`.trim()}>
      {total > 0 && (
        <div className="nps-bar" aria-hidden="true">
          {shares
            .filter((share) => share.count > 0)
            .map((share) => (
              <div key={share.group} className={`nps-bar-share nps-${share.group}`} style={{ width: `${share.percent}%` }}>
                {share.labelled ? `${share.percent.toFixed(1)}%` : ''}
              </div>
            ))}
        </div>
      )}
      <ul className="nps-bar-legend list-unstyled mb-0">
        {shares.map((share) => {
          const text = `${NPS_GROUP_LABEL[share.group]}: ${share.count} (${share.percent.toFixed(1)}%)`;
          return (
            <li key={share.group}>
              <span className={`nps-swatch nps-${share.group}`} aria-hidden="true" />
              {renderLink ? renderLink(share.group, text) : text}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
