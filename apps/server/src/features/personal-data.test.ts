import { pgTable, uuid, text } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import * as schema from '../db/schema.ts';
import { tablesOf, type FeatureDescriptor } from './feature.ts';
import { personalDataProblems, userReferences } from './personal-data.ts';
import { FEATURES } from './registry.ts';

/**
 * Every column of the schema that names a person (a foreign key to users, or a user id without one) is declared as
 * personal data by exactly one feature, with how it is exported and erased (ADR 025): the privacy self-service walks
 * these declarations, so a table it does not know of would be left out of a person's download and erasure.
 */

const { mailOutbox, profiles, users } = schema;
const tables = tablesOf(schema);
const problems = (features: readonly FeatureDescriptor[], extraTables: typeof tables = []) =>
  personalDataProblems({ tables: [...tables, ...extraTables], users, features });

/** FEATURES with one feature's declarations changed. */
const withFeature = (name: string, change: (feature: FeatureDescriptor) => FeatureDescriptor) =>
  FEATURES.map((feature) => (feature.name === name ? change(feature) : feature));

describe('personal data', () => {
  it('every column naming a person is declared by exactly one feature, as the database erases it', () => {
    expect(problems(FEATURES)).toEqual([]);
  });

  it('finds the columns naming a person: foreign keys to users, user ids without one, the people table', () => {
    const names = userReferences(tables, users).map((ref) => ref.name);
    expect(names).toEqual(
      expect.arrayContaining([
        'users.id',
        'profiles.user_id',
        'audit_log.actor_user_id',
        'leaderboard_cohort_members.user_id',
        'redemptions.closed_by',
      ]),
    );
    expect(names).not.toContain('companies.id');
  });

  it('finds the columns holding an e-mail address, which name a person without an id', () => {
    const byEmail = userReferences(tables, users).filter((ref) => ref.by === 'email');
    expect(byEmail.map((ref) => ref.name).sort()).toEqual([
      'auth_login_failures.email',
      'employer_invitations.email',
      'mail_outbox.to_address',
    ]);
    expect(userReferences(tables, users).map((ref) => ref.name)).not.toContain('users.email'); // rows found by id

    const withoutOutbox = withFeature('mail', (feature) => ({
      ...feature,
      personalData: feature.personalData.filter((entry) => entry.table !== mailOutbox),
    }));
    expect(problems(withoutOutbox)).toEqual([
      'mail_outbox.to_address names a person but no feature declares it as personal data',
    ]);
    const newsletter = pgTable('newsletter_subscriptions', { id: uuid('id').primaryKey(), email: text('email') });
    expect(problems(FEATURES, [newsletter])).toEqual([
      'newsletter_subscriptions.email names a person but no feature declares it as personal data',
    ]);
    const declaredAsId = withFeature('mail', (feature) => ({
      ...feature,
      personalData: feature.personalData.map((entry) =>
        entry.table === mailOutbox ? { ...entry, emailColumn: undefined, userColumn: mailOutbox.toAddress } : entry,
      ),
    }));
    expect(problems(declaredAsId)).toEqual([
      'mail: mail_outbox.to_address: declared as userColumn, but it holds an e-mail address',
    ]);
  });

  it('fails when a table holding a person is declared by no feature', () => {
    const withoutProfiles = withFeature('accounts', (feature) => ({
      ...feature,
      personalData: feature.personalData.filter((entry) => entry.table !== profiles),
    }));
    expect(problems(withoutProfiles)).toEqual([
      'profiles.user_id names a person but no feature declares it as personal data',
    ]);

    // A new table with a user reference, declared nowhere.
    const notes = pgTable('notes', {
      id: uuid('id').primaryKey(),
      authorUserId: text('author_user_id'),
      ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'cascade' }),
    });
    expect(problems(FEATURES, [notes])).toEqual([
      'notes.author_user_id names a person but no feature declares it as personal data',
      'notes.owner_id names a person but no feature declares it as personal data',
    ]);
  });

  it('fails when a column is declared twice, or by a feature that does not own the table', () => {
    const profileEntry = FEATURES.flatMap((f) => f.personalData).find((entry) => entry.table === profiles)!;
    const twice = withFeature('coach', (feature) => ({
      ...feature,
      personalData: [...feature.personalData, profileEntry],
    }));
    expect(problems(twice)).toEqual([
      'coach: profiles.user_id: the table is not one the feature owns',
      'profiles.user_id is declared as personal data more than once (accounts, coach)',
    ]);
  });

  it('fails when the declared erasure contradicts the database', () => {
    const anonymised = withFeature('accounts', (feature) => ({
      ...feature,
      personalData: feature.personalData.map((entry) =>
        entry.table === profiles ? { ...entry, erase: 'anonymise' as const } : entry,
      ),
    }));
    expect(problems(anonymised)).toEqual([
      'accounts: profiles.user_id: anonymised, but the column cannot be null',
      "accounts: profiles.user_id: its foreign key deletes the rows with the person, so erase must be 'delete'",
    ]);
  });
});
