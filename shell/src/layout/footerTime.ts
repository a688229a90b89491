const pad2 = (value: number) => String(value).padStart(2, '0');

/** The footer's fixed format from the spec, DD-MM-YYYY HH:mm in local time, in every locale. */
export function footerTimestamp(date: Date): string {
  const day = `${pad2(date.getDate())}-${pad2(date.getMonth() + 1)}-${date.getFullYear()}`;
  return `${day} ${pad2(date.getHours())}:${pad2(date.getMinutes())}`;
}

/** The same minute as a <time> element's machine-readable value: 2026-03-05T08:07. */
export function isoMinute(date: Date): string {
  const day = `${date.getFullYear()}-${pad2(date.getMonth() + 1)}-${pad2(date.getDate())}`;
  return `${day}T${pad2(date.getHours())}:${pad2(date.getMinutes())}`;
}
