import { useId } from 'react';
import { setTodayStartPage, useTodayStartPage } from '@/lib/startPage';
import startPageSwitchStyles from './startPageSwitch.scss?inline';
import { adoptStyles } from '@/lib/adoptStyles';

adoptStyles(startPageSwitchStyles);

/** 'Make Today my start page' (issue 24 item 3): on Today and in the profile; kept per user on this device. */
export function StartPageSwitch({ userId, className = '' }: { userId: number; className?: string }) {
  const on = useTodayStartPage(userId);
  const id = useId();
  return (
    <div className={`form-check form-switch start-page-switch ${className}`.trim()}>
      <input
        className="form-check-input"
        type="checkbox"
        role="switch"
        id={id}
        checked={on}
        onChange={(event) => setTodayStartPage(userId, event.target.checked)}
      />
      <label className="form-check-label" htmlFor={id}>
        Make Today my start page
      </label>
    </div>
  );
}
