import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  varchar,
} from 'drizzle-orm/pg-core';
import { localeColumn } from './languages.ts';

/** One day's hours; `closed` days keep null times. Days 1 (Monday) to 7 (Sunday). */
export interface OpeningHours {
  day: number;
  opens: string | null;
  closes: string | null;
}

/** A shop branch (pick-up point) with its map position and the store's branch record. */
export const shopBranches = pgTable(
  'shop_branches',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    /** The store back end's branch id (`GET /shopBranches?keys=`). */
    storeId: varchar('store_id', { length: 64 }).notNull().unique(),
    isPrimary: boolean('is_primary').notNull().default(false),
    position: integer('position').notNull().default(0),
    gpsLatitude: doublePrecision('gps_latitude').notNull(),
    gpsLongitude: doublePrecision('gps_longitude').notNull(),
    openingHours: jsonb('opening_hours').$type<OpeningHours[]>().notNull(),
    street: varchar('street', { length: 255 }).notNull(),
    city: varchar('city', { length: 255 }).notNull(),
    postcode: varchar('postcode', { length: 32 }).notNull(),
    phone: varchar('phone', { length: 64 }),
    email: varchar('email', { length: 255 }),
    payWithCard: boolean('pay_with_card').notNull().default(true),
    googleMapLink: varchar('google_map_link', { length: 1024 }),
    reviewLink: varchar('review_link', { length: 1024 }),
    branchMapIframe: varchar('branch_map_iframe', { length: 2048 }),
    branch360Iframe: varchar('branch_360_iframe', { length: 2048 }),
    mainImage: varchar('main_image', { length: 512 }),
    images: varchar('images', { length: 512 }).array().notNull().default([]),
    lastModified: timestamp('last_modified', { withTimezone: true }).notNull(),
  },
  (t) => [index('shop_branches_position_idx').on(t.position)],
);

export const shopBranchTranslations = pgTable(
  'shop_branch_translations',
  {
    branchId: integer('branch_id')
      .notNull()
      .references(() => shopBranches.id, { onDelete: 'cascade' }),
    locale: localeColumn(),
    title: varchar('title', { length: 255 }).notNull(),
    slug: varchar('slug', { length: 255 }).notNull(),
    region: varchar('region', { length: 255 }).notNull(),
    description: text('description'),
    branchMapDescription: text('branch_map_description'),
    carAccessibility: text('car_accessibility'),
    publicTransportationAccessibility: text('public_transportation_accessibility'),
    services: varchar('services', { length: 255 }).array().notNull().default([]),
    seoTitle: varchar('seo_title', { length: 255 }),
    seoDescription: varchar('seo_description', { length: 1024 }),
  },
  (t) => [
    primaryKey({ columns: [t.branchId, t.locale] }),
    unique('shop_branch_translations_slug').on(t.locale, t.slug),
  ],
);

export const shopBranchEmployees = pgTable(
  'shop_branch_employees',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    branchId: integer('branch_id')
      .notNull()
      .references(() => shopBranches.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    name: varchar('name', { length: 255 }).notNull(),
    email: varchar('email', { length: 255 }),
    phone: varchar('phone', { length: 64 }),
    photo: varchar('photo', { length: 512 }),
  },
  (t) => [index('shop_branch_employees_branch_idx').on(t.branchId, t.position)],
);

/** The employee's job title is the translated part. */
export const shopBranchEmployeeTranslations = pgTable(
  'shop_branch_employee_translations',
  {
    employeeId: integer('employee_id')
      .notNull()
      .references(() => shopBranchEmployees.id, { onDelete: 'cascade' }),
    locale: localeColumn(),
    jobTitle: varchar('job_title', { length: 255 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.employeeId, t.locale] })],
);
