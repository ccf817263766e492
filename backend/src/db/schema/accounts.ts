import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  timestamp,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

const createdAt = () =>
  timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow();

export const businessStatuses = ['none', 'pending', 'approved'] as const;
export type BusinessStatus = (typeof businessStatuses)[number];

/**
 * A registered shopper. `groups` (e.g. `VO` for an approved business) and `credits` are set by the
 * shop, never from a request body; the e-mail is stored lower-cased and is unique.
 */
export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    email: varchar('email', { length: 254 }).notNull(),
    /** argon2id PHC string (`$argon2id$v=19$m=…`). */
    passwordHash: varchar('password_hash', { length: 255 }).notNull(),
    firstName: varchar('first_name', { length: 100 }).notNull().default(''),
    lastName: varchar('last_name', { length: 100 }).notNull().default(''),
    phone: varchar('phone', { length: 32 }),
    /** `mr` or `mrs` (spec §9 formal titles). */
    formalTitle: varchar('formal_title', { length: 8 }),
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    locale: varchar('locale', { length: 8 }).notNull(),
    isBusiness: boolean('is_business').notNull().default(false),
    businessStatus: varchar('business_status', { length: 16 })
      .$type<BusinessStatus>()
      .notNull()
      .default('none'),
    companyName: varchar('company_name', { length: 255 }),
    /** IČO (company id). */
    tin: varchar('tin', { length: 16 }),
    /** DIČ (VAT id). */
    vatin: varchar('vatin', { length: 20 }),
    /** IČ DPH (Slovak VAT id, spec `attributes.custom.ICDPH`). */
    vatinSk: varchar('vatin_sk', { length: 20 }),
    groups: text('groups')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** User variant (spec §6), selects variant-specific content. */
    variant: varchar('variant', { length: 64 }),
    /** Loyalty credits balance in minor units of the default currency; the ledger explains it. */
    credits: bigint('credits', { mode: 'number' }).notNull().default(0),
    newsletter: boolean('newsletter').notNull().default(false),
    activatedAt: timestamp('activated_at', { withTimezone: true, mode: 'string' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'string' })
      .notNull()
      .defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_idx').on(t.email),
    check('users_email_lower', sql`${t.email} = lower(${t.email})`),
    check('users_credits', sql`${t.credits} >= 0`),
    check('users_business_status', sql`${t.businessStatus} in ('none', 'pending', 'approved')`),
  ],
);

export const userTokenKinds = ['access', 'activation', 'password_reset'] as const;
export type UserTokenKind = (typeof userTokenKinds)[number];

/**
 * Secrets handed to a user (login sessions, activation and reset links): ≥ 128 random bits,
 * only their SHA-256 is stored. A revoked or used token has `revoked_at`.
 */
export const userTokens = pgTable(
  'user_tokens',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 16 }).$type<UserTokenKind>().notNull(),
    /** Hex SHA-256 of the token. */
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'string' }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'string' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('user_tokens_hash_idx').on(t.tokenHash),
    index('user_tokens_user_idx').on(t.userId, t.kind),
    check('user_tokens_kind', sql`${t.kind} in ('access', 'activation', 'password_reset')`),
  ],
);

/** Why a user's credits changed; the sum of `amount` equals `users.credits`. */
export const creditTransactions = pgTable(
  'credit_transactions',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Positive: earned or refunded; negative: spent. Minor units. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    reason: varchar('reason', { length: 64 }).notNull(),
    /** The order that spent or earned them (no FK: orders reference users, not back). */
    orderId: integer('order_id'),
    createdAt: createdAt(),
  },
  (t) => [index('credit_transactions_user_idx').on(t.userId, t.createdAt)],
);

export const addressTypes = ['billing', 'delivery'] as const;
export type AddressType = (typeof addressTypes)[number];

/** A user's saved addresses; at most one default per type. */
export const userAddresses = pgTable(
  'user_addresses',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: varchar('type', { length: 16 }).$type<AddressType>().notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    firstName: varchar('first_name', { length: 100 }).notNull().default(''),
    lastName: varchar('last_name', { length: 100 }).notNull().default(''),
    companyName: varchar('company_name', { length: 255 }),
    street: varchar('street', { length: 255 }).notNull(),
    houseNumber: varchar('house_number', { length: 32 }).notNull().default(''),
    city: varchar('city', { length: 255 }).notNull(),
    postcode: varchar('postcode', { length: 16 }).notNull(),
    countryCode: varchar('country_code', { length: 3 }).notNull(),
    phone: varchar('phone', { length: 32 }),
    createdAt: createdAt(),
  },
  (t) => [
    index('user_addresses_user_idx').on(t.userId, t.type),
    uniqueIndex('user_addresses_default_idx')
      .on(t.userId, t.type)
      .where(sql`${t.isDefault}`),
    check('user_addresses_type', sql`${t.type} in ('billing', 'delivery')`),
  ],
);

/**
 * Fixed-window counters for rate limits (login per account and per IP) when no Redis is
 * configured, so no process keeps them in memory.
 */
export const rateLimitCounters = pgTable('rate_limit_counters', {
  key: varchar('key', { length: 255 }).primaryKey(),
  hits: integer('hits').notNull(),
  resetAt: timestamp('reset_at', { withTimezone: true, mode: 'string' }).notNull(),
});
