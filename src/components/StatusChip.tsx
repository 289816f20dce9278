export type StatusTone = 'success' | 'danger' | 'warning' | 'secondary';

/** A status label with its colour; the text carries the meaning, the colour only repeats it. */
export function StatusChip({ label, tone, className = '' }: { label: string; tone: StatusTone; className?: string }) {
  const text = tone === 'warning' ? 'text-dark' : '';
  return <span className={`badge rounded-pill bg-${tone} ${text} ${className}`.trim()}>{label}</span>;
}
