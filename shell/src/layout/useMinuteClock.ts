import { useEffect, useState } from 'react';

const MINUTE_MS = 60_000;

/**
 * The current time, updated on each minute boundary: a display with minute precision then never
 * lags behind the clock by up to a minute, as a plain 60 s interval would.
 */
export function useMinuteClock(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>;
    const scheduleNextTick = () => {
      timer = setTimeout(
        () => {
          setNow(new Date());
          scheduleNextTick();
        },
        MINUTE_MS - (Date.now() % MINUTE_MS),
      );
    };
    scheduleNextTick();
    return () => clearTimeout(timer);
  }, []);
  return now;
}
