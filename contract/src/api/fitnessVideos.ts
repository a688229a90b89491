import { Type, type Static } from 'typebox';
import { EXERCISE_KEYS } from '../fitness';
import { LOCALES } from '../locales';

const ExerciseKey = Type.Enum(EXERCISE_KEYS, {
  description: 'The exercise, in the studio’s order: jumpingJack (1) … womanPushUp (11)',
});
const Locale = Type.Enum(LOCALES);
const Kind = Type.Union([Type.Literal('exercise'), Type.Literal('workout')]);

const CueSchema = Type.Object({
  exercise: ExerciseKey,
  start: Type.Number({ minimum: 0, description: 'Seconds from the start of the video' }),
  announceAt: Type.Union([Type.Number({ minimum: 0 }), Type.Null()], {
    description: 'When the spoken announcement of this exercise starts (10 s before it); null for the first',
  }),
});

export const FitnessVideoSchema = Type.Object({
  id: Type.Integer({ minimum: 1, maximum: 11, description: '1 to 11 within its kind' }),
  kind: Kind,
  exercise: Type.Optional(ExerciseKey),
  minutes: Type.Optional(Type.Integer({ description: 'A workout’s length in minutes' })),
  durationSeconds: Type.Number({ minimum: 0, description: 'Measured from the file; 0 when unknown' }),
  video: Type.Union(
    [
      Type.Object({
        url: Type.String({ description: 'Resolved for this deployment (MEDIA_BASE_URL or this server)' }),
        bytes: Type.Integer({ minimum: 0 }),
        type: Type.String({ description: 'MIME type, video/mp4' }),
      }),
      Type.Null(),
    ],
    { description: 'null when the file is missing on this deployment' },
  ),
  poster: Type.Union([Type.Object({ url: Type.String() }), Type.Null()]),
  captions: Type.Array(Type.Object({ locale: Locale, url: Type.String() }), {
    description: 'WebVTT tracks naming the current and the next exercise',
  }),
  cues: Type.Array(CueSchema, {
    description: 'Each exercise’s start and announcement; empty for real footage described by no media.json',
  }),
  demonstration: Type.Boolean({ description: 'true for the animated demonstrations the build renders' }),
});

export const FitnessVideosResponseSchema = Type.Object({ videos: Type.Array(FitnessVideoSchema) });

const FileSchema = Type.Object({
  file: Type.String({ description: 'Path inside the media folder, e.g. videos/exercise-squat.mp4' }),
  bytes: Type.Optional(Type.Integer({ minimum: 0 })),
});

/**
 * media.json: what the generator writes beside the media (and what an operator may put in MEDIA_DIR
 * for real footage). Extra fields are allowed: the generator also records sizes, dimensions and
 * its inputs' hash.
 */
export const MediaManifestSchema = Type.Object({
  videos: Type.Array(
    Type.Object({
      id: Type.Integer({ minimum: 1, maximum: 11 }),
      kind: Kind,
      durationSeconds: Type.Number({ minimum: 0 }),
      video: FileSchema,
      poster: Type.Optional(Type.Union([FileSchema, Type.Null()])),
      captions: Type.Optional(Type.Array(Type.Object({ locale: Locale, file: Type.String() }))),
      cues: Type.Optional(Type.Array(CueSchema)),
      demonstration: Type.Optional(Type.Boolean()),
    }),
  ),
});
export type MediaManifest = Static<typeof MediaManifestSchema>;
export type ManifestVideo = MediaManifest['videos'][number];
export type FitnessVideo = Static<typeof FitnessVideoSchema>;
export type FitnessVideosResponse = Static<typeof FitnessVideosResponseSchema>;
