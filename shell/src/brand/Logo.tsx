/**
 * The QIS mark: a leaf inside a ring (nutrition, and a full circle of the day's energy) beside
 * the letters. Decorative: the link or heading around it carries the accessible name.
 */
export function Logo({ className }: { className?: string }) {
  return (
    <svg
      className={className ? `shell-logo ${className}` : 'shell-logo'}
      viewBox="0 0 120 40"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="20" cy="20" r="16" fill="none" stroke="#2e7d32" strokeWidth="4" />
      <path d="M13 25c0-9 6-14 15-14 0 9-6 14-15 14z" fill="#66bb6a" />
      <path d="M13 25l9-8" stroke="#1b5e20" strokeWidth="2" strokeLinecap="round" />
      <path d="M30 30l6 6" stroke="#2e7d32" strokeWidth="4" strokeLinecap="round" />
      <text
        x="44"
        y="29"
        fontFamily="system-ui, sans-serif"
        fontSize="24"
        fontWeight="700"
        fill="#1b5e20"
        letterSpacing="1"
      >
        QIS
      </text>
    </svg>
  );
}
