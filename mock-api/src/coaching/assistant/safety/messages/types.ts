/** The referral answers of one language; paths and figures arrive formatted for it. */
export interface SafetyMessages {
  medicine(contactPath: string): string;
  condition(contactPath: string): string;
  /** The warmer answer to distress and disordered eating: the expert lines, and 112 in acute danger. */
  distress(contactPath: string): string;
  target: {
    /** A dangerous goal the classifier recognised without a figure to name (pace, intake or fasting). */
    goal: string;
    pace: string;
    intake: string;
    fasting: string;
    safePace(min: string, max: string): string;
    range(minQis: string, maxQis: string, minKcal: string, maxKcal: string, calculatorPath: string): string;
    noRange(calculatorPath: string): string;
    doctor(contactPath: string): string;
  };
}
