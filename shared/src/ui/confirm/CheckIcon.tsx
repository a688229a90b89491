/** The confirmation dialog's green check mark; decorative, the title carries the meaning. */
export function CheckIcon() {
  return (
    <svg
      className="qis-confirm__icon"
      viewBox="0 0 52 52"
      width="64"
      height="64"
      aria-hidden="true"
      focusable="false"
      data-testid="confirm-check-icon"
    >
      <circle cx="26" cy="26" r="25" fill="#16a34a" />
      <path
        d="M14 27l8 8 16-17"
        fill="none"
        stroke="#fff"
        strokeWidth="5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
