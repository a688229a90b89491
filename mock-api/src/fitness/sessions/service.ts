import path from 'node:path';
import type {
  FitnessSession,
  FitnessSessionRequest,
  FitnessSessionResponse,
  FitnessWeekSummary,
} from '@qis/contract/api';
import { WORKOUT_MINUTES } from '@qis/contract';
import { ApiError, invalidField, unauthorized } from '../../http/apiError';
import { COMPENDIUM_FILE, readCompendiumMets } from '../../nutrition/bonus/compendium';
import { bonusQis, DEFAULT_WEIGHT_KG, type LatestWeight } from '../../nutrition/bonus/service';
import type { FitnessSessionsRepository, SessionRow } from './repository';

/** The workouts' lengths by id: the contract's list. */
export const WORKOUT_LENGTHS = WORKOUT_MINUTES;

/** The advice: about 2 workouts a week. */
export const WEEKLY_TARGET = 2;

/** 2011 Compendium "aerobic, general" (7.3 MET): the studio's workouts are aerobics at home. */
export const AEROBICS_CODE = '03015';

/** A device clock may run a little ahead of the server's. */
export const CLOCK_SKEW_MS = 2 * 60_000;
/** A session is recorded soon after it ends; an older one is not a retry of today's. */
export const MAX_AGE_MS = 30 * 86_400_000;
/** The table's limit: a longer span, pauses included, is not one session. */
export const MAX_DURATION_SECONDS = 7200;
/** The guided view records a workout after at least half of it was played. */
export const MIN_SHARE_PLAYED = 0.5;
/**
 * The fastest playback the player's own controls offer: half of a workout played at double speed takes
 * a quarter of its length, the least time a session can take.
 */
export const MAX_PLAYBACK_RATE = 2;

const DAY_MS = 86_400_000;

/** Monday 00:00 UTC of the ISO week holding the instant. */
export function isoWeekStartUtc(instant: Date): Date {
  const midnight = Date.UTC(instant.getUTCFullYear(), instant.getUTCMonth(), instant.getUTCDate());
  const daysSinceMonday = (instant.getUTCDay() + 6) % 7;
  return new Date(midnight - daysSinceMonday * DAY_MS);
}

export const workoutSeconds = (workoutId: number): number => (WORKOUT_LENGTHS[workoutId - 1] ?? 0) * 60;

function toSession(row: SessionRow): FitnessSession {
  return {
    id: row.id,
    workoutId: row.workoutId,
    startedAt: row.startedAt.toISOString(),
    completedAt: row.completedAt.toISOString(),
    durationSeconds: row.durationSeconds,
    qis: row.qis,
  };
}

export class FitnessSessionsService {
  private met: number | null = null;

  constructor(
    private readonly sessions: FitnessSessionsRepository,
    private readonly weights: LatestWeight,
    private readonly referenceDataDir: string,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** The aerobics MET, read once from the Compendium; a missing table is the server's fault. */
  private aerobicsMet(): number {
    if (this.met !== null) return this.met;
    const file = path.join(this.referenceDataDir, COMPENDIUM_FILE);
    let met: number | undefined;
    try {
      met = readCompendiumMets(file).get(AEROBICS_CODE);
    } catch {
      throw new ApiError(503, 'reference-data-unavailable', `The activity table is missing: ${file}`);
    }
    if (met === undefined) {
      throw new ApiError(
        503,
        'reference-data-unavailable',
        `Activity code ${AEROBICS_CODE} is not in ${file}`,
      );
    }
    this.met = met;
    return met;
  }

  /** The rules the schema cannot check: the order of the times, today's date, the workout's length. */
  private durationOf({ workoutId, startedAt, completedAt }: FitnessSessionRequest): number {
    const started = Date.parse(startedAt);
    const completed = Date.parse(completedAt);
    const now = this.now().getTime();
    if (completed <= started) throw invalidField('completedAt', 'must be after startedAt');
    if (completed > now + CLOCK_SKEW_MS) throw invalidField('completedAt', 'must not be in the future');
    if (completed < now - MAX_AGE_MS) throw invalidField('completedAt', 'must be within the last 30 days');
    const seconds = Math.round((completed - started) / 1000);
    const length = workoutSeconds(workoutId);
    const least = Math.ceil((length * MIN_SHARE_PLAYED) / MAX_PLAYBACK_RATE);
    if (seconds < least) {
      throw invalidField(
        'completedAt',
        `is ${seconds} s after startedAt: a ${length / 60}-minute workout takes at least ${least} s`,
      );
    }
    if (seconds > MAX_DURATION_SECONDS) {
      throw invalidField('completedAt', 'must be within 2 hours of startedAt, pauses included');
    }
    return seconds;
  }

  async record(memberId: string, request: FitnessSessionRequest): Promise<FitnessSessionResponse> {
    const durationSeconds = this.durationOf(request);
    const met = this.aerobicsMet();
    const weightKg = (await this.weights.weightHistory(memberId)).at(-1)?.weight ?? DEFAULT_WEIGHT_KG;
    const minutes = WORKOUT_LENGTHS[request.workoutId - 1] ?? 0;
    const recorded = await this.sessions.record({
      memberId,
      workoutId: request.workoutId,
      startedAt: new Date(request.startedAt),
      completedAt: new Date(request.completedAt),
      durationSeconds,
      weightKg,
      // The workout's own length, not the span: pauses burn nothing.
      qis: bonusQis(met, weightKg, minutes),
    });
    if (recorded === 'member-gone') throw unauthorized('Your account no longer exists: please sign in again');
    return { session: toSession(recorded.row), created: recorded.created, week: await this.week(memberId) };
  }

  /** This ISO week (from Monday 00:00 UTC): workouts completed and the QIS they earned. */
  async week(memberId: string): Promise<FitnessWeekSummary> {
    const start = isoWeekStartUtc(this.now());
    const { count, qis } = await this.sessions.summary(
      memberId,
      start,
      new Date(start.getTime() + 7 * DAY_MS),
    );
    return { count, target: WEEKLY_TARGET, qisEarned: qis, weekStart: start.toISOString() };
  }
}
