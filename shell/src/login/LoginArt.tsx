/**
 * The login screen's image panel: a plate of food, a dumbbell and a pulse line, drawn here
 * (no photo to download before the form appears). Purely decorative.
 */
export function LoginArt() {
  return (
    <svg className="shell-login__art-image" viewBox="0 0 400 400" aria-hidden="true" focusable="false">
      <defs>
        <radialGradient id="shell-login-glow" cx="50%" cy="45%" r="60%">
          <stop offset="0%" stopColor="#ffffff" stopOpacity="0.35" />
          <stop offset="100%" stopColor="#ffffff" stopOpacity="0" />
        </radialGradient>
      </defs>
      <circle cx="200" cy="190" r="190" fill="url(#shell-login-glow)" />
      {/* plate */}
      <circle cx="200" cy="200" r="120" fill="#f7f4ec" />
      <circle cx="200" cy="200" r="96" fill="#ffffff" stroke="#e4ddc8" strokeWidth="4" />
      {/* salad leaves */}
      <path d="M150 205c10-40 45-62 80-55-8 35-40 60-80 55z" fill="#4caf50" />
      <path d="M160 232c22-30 62-38 92-22-20 28-58 40-92 22z" fill="#2e7d32" />
      <path d="M150 205c30-20 55-35 80-55" stroke="#1b5e20" strokeWidth="3" fill="none" />
      {/* tomato and egg */}
      <circle cx="238" cy="232" r="20" fill="#e53935" />
      <circle cx="232" cy="226" r="5" fill="#ff8a80" />
      <ellipse cx="178" cy="168" rx="22" ry="16" fill="#fffde7" stroke="#f0e6b8" strokeWidth="2" />
      <circle cx="178" cy="168" r="8" fill="#fbc02d" />
      {/* apple */}
      <circle cx="320" cy="92" r="30" fill="#c0ca33" />
      <path d="M320 62c2-12 10-18 20-20-2 12-10 18-20 20z" fill="#558b2f" />
      {/* dumbbell */}
      <g transform="rotate(-25 90 320)">
        <rect x="50" y="312" width="80" height="14" rx="7" fill="#455a64" />
        <rect x="36" y="296" width="18" height="46" rx="6" fill="#263238" />
        <rect x="126" y="296" width="18" height="46" rx="6" fill="#263238" />
      </g>
      {/* pulse line */}
      <path
        d="M230 350h40l12-26 16 50 14-40 10 16h48"
        fill="none"
        stroke="#ffffff"
        strokeWidth="6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
