import type { MealKey } from './meals';

/**
 * Each meal card's picture, drawn rather than an emoji: emoji depend on the fonts a device has (a
 * device without them shows empty boxes). Decorative: the card's heading names the meal.
 */
export function MealIcon({ meal }: { meal: MealKey }) {
  return (
    <svg viewBox="0 0 48 48" width="48" height="48" aria-hidden="true" focusable="false">
      {meal === 'breakfast' && (
        <>
          {/* A bowl of cereal with a spoon. */}
          <path d="M30 8l-6 16" stroke="#8d6e63" strokeWidth="3" strokeLinecap="round" />
          <circle cx="17" cy="21" r="3" fill="#ffb300" />
          <circle cx="24" cy="20" r="3" fill="#e53935" />
          <circle cx="31" cy="21" r="3" fill="#ffb300" />
          <path d="M6 24h36c0 9-8 16-18 16S6 33 6 24z" fill="#2e7d32" />
          <path d="M16 41h16" stroke="#1b5e20" strokeWidth="3" strokeLinecap="round" />
        </>
      )}
      {meal === 'mainCourse' && (
        <>
          {/* A steaming pot. */}
          <path
            d="M18 6c-2 3 2 5 0 8M25 6c-2 3 2 5 0 8M32 6c-2 3 2 5 0 8"
            stroke="#90a4ae"
            strokeWidth="2"
            fill="none"
            strokeLinecap="round"
          />
          <rect x="8" y="18" width="32" height="22" rx="5" fill="#2e7d32" />
          <rect x="6" y="16" width="36" height="5" rx="2.5" fill="#1b5e20" />
          <path d="M4 24h4M40 24h4" stroke="#1b5e20" strokeWidth="3" strokeLinecap="round" />
        </>
      )}
      {meal === 'snack' && (
        <>
          {/* An apple. */}
          <path
            d="M24 14c-3-4-12-4-14 4-3 10 4 22 10 22 2 0 3-1 4-1s2 1 4 1c6 0 13-12 10-22-2-8-11-8-14-4z"
            fill="#c62828"
          />
          <path d="M24 14c0-4 1-7 4-9" stroke="#5d4037" strokeWidth="2.5" fill="none" strokeLinecap="round" />
          <path d="M26 10c3-4 8-4 10-2-3 3-7 4-10 2z" fill="#66bb6a" />
        </>
      )}
    </svg>
  );
}
