import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  chatMessages,
  contactMessages,
  diaryEntries,
  diarySettings,
  fitnessSessions,
  signIns,
  weightEntries,
} from '../../db/schema';
import type { MemberRow } from '../../members/user';
import { MY_FOODS_EXPORT_SECTIONS } from '../../myFoods/exportSections';
import { rows } from './jsonStream';

export interface ExportContext {
  db: Db;
  member: MemberRow;
}

/**
 * One part of the export: a top-level key and what it holds. A domain that keeps something about
 * members adds its section here; the export test fails for a member table no section reads.
 */
export interface ExportSection {
  key: string;
  /** The member's tables the section reads (the test checks every member table is covered). */
  tables: string[];
  value: (context: ExportContext) => unknown;
}

export const EXPORT_SECTIONS: ExportSection[] = [
  {
    key: 'profile',
    tables: ['members'],
    // Named field by field: the password hash never leaves.
    value: ({ member }) => ({
      memberNumber: member.memberNumber,
      email: member.email,
      firstName: member.firstName,
      lastName: member.lastName,
      birthMonth: member.birthMonth,
      birthYear: member.birthYear,
      desiredWeight: member.desiredWeight,
      gender: member.gender,
      membershipExpiresAt: member.membershipExpiresAt,
      createdAt: member.createdAt,
      updatedAt: member.updatedAt,
    }),
  },
  {
    key: 'weights',
    tables: ['weight_entries'],
    value: ({ db, member }) =>
      rows((offset, limit) =>
        db
          .select({
            day: weightEntries.day,
            weight: weightEntries.weight,
            createdAt: weightEntries.createdAt,
            updatedAt: weightEntries.updatedAt,
          })
          .from(weightEntries)
          .where(eq(weightEntries.memberId, member.id))
          .orderBy(asc(weightEntries.day))
          .offset(offset)
          .limit(limit),
      ),
  },
  {
    key: 'diary',
    tables: ['diary_entries', 'diary_settings'],
    value: async ({ db, member }) => {
      const [settings] = await db
        .select({ activityLevel: diarySettings.activityLevel, updatedAt: diarySettings.updatedAt })
        .from(diarySettings)
        .where(eq(diarySettings.memberId, member.id));
      return {
        settings: settings ?? null,
        entries: rows((offset, limit) =>
          db
            .select({
              day: diaryEntries.day,
              slot: diaryEntries.slot,
              kind: diaryEntries.kind,
              name: diaryEntries.name,
              foodId: diaryEntries.foodId,
              ref: diaryEntries.ref,
              grams: diaryEntries.grams,
              portions: diaryEntries.portions,
              minutes: diaryEntries.minutes,
              qis: diaryEntries.qis,
              unitKcal: diaryEntries.unitKcal,
              createdAt: diaryEntries.createdAt,
              updatedAt: diaryEntries.updatedAt,
            })
            .from(diaryEntries)
            .where(eq(diaryEntries.memberId, member.id))
            .orderBy(asc(diaryEntries.day), asc(diaryEntries.createdAt), asc(diaryEntries.id))
            .offset(offset)
            .limit(limit),
        ),
      };
    },
  },
  {
    key: 'chat',
    tables: ['chat_messages'],
    value: ({ db, member }) =>
      rows((offset, limit) =>
        db
          .select({
            question: chatMessages.question,
            answer: chatMessages.answer,
            locale: chatMessages.locale,
            status: chatMessages.status,
            askedAt: chatMessages.createdAt,
            answeredAt: chatMessages.answeredAt,
          })
          .from(chatMessages)
          .where(eq(chatMessages.memberId, member.id))
          .orderBy(asc(chatMessages.createdAt), asc(chatMessages.id))
          .offset(offset)
          .limit(limit),
      ),
  },
  {
    key: 'fitnessSessions',
    tables: ['fitness_sessions'],
    value: ({ db, member }) =>
      rows((offset, limit) =>
        db
          .select({
            workoutId: fitnessSessions.workoutId,
            startedAt: fitnessSessions.startedAt,
            completedAt: fitnessSessions.completedAt,
            durationSeconds: fitnessSessions.durationSeconds,
            weightKg: fitnessSessions.weightKg,
            qis: fitnessSessions.qis,
          })
          .from(fitnessSessions)
          .where(eq(fitnessSessions.memberId, member.id))
          .orderBy(asc(fitnessSessions.startedAt), asc(fitnessSessions.id))
          .offset(offset)
          .limit(limit),
      ),
  },
  {
    key: 'contactMessages',
    tables: ['contact_messages'],
    value: ({ db, member }) =>
      rows((offset, limit) =>
        db
          .select({
            name: contactMessages.name,
            email: contactMessages.email,
            reason: contactMessages.reason,
            reference: contactMessages.reference,
            membershipNumber: contactMessages.membershipNumber,
            message: contactMessages.message,
            locale: contactMessages.locale,
            sentAt: contactMessages.createdAt,
          })
          .from(contactMessages)
          .where(eq(contactMessages.memberId, member.id))
          .orderBy(asc(contactMessages.createdAt), asc(contactMessages.id))
          .offset(offset)
          .limit(limit),
      ),
  },
  {
    key: 'signIns',
    tables: ['sign_ins'],
    value: ({ db, member }) =>
      rows((offset, limit) =>
        db
          .select({ signedInAt: signIns.signedInAt, address: signIns.address })
          .from(signIns)
          .where(eq(signIns.memberId, member.id))
          .orderBy(asc(signIns.signedInAt), asc(signIns.id))
          .offset(offset)
          .limit(limit),
      ),
  },
  ...MY_FOODS_EXPORT_SECTIONS,
];

/**
 * Member tables that hold nothing for the member to read: tokens (secrets), the online marker, the
 * cache's write counter, and the reset links.
 */
export const NOT_EXPORTED_TABLES = [
  'refresh_tokens',
  'member_activity',
  'member_data_versions',
  'password_reset_tokens',
];
