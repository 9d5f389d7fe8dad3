import {
  AGREEMENT_TYPES,
  AUDIT_ACTIONS,
  AUDIT_TARGETS,
  CONTACT_INQUIRY_MESSAGE,
  CONTACT_REASONS,
  DEFAULT_ROLE,
  FURNISHINGS,
  NEWSLETTER_SOURCES,
  PROPERTY_TYPES,
  PURPOSES,
  ROLES,
  TENANT_PREFERENCES,
  USER_TYPES,
  VIEW_INQUIRY_MESSAGE,
} from '@aangan/domain';
import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/**
 * A CHECK that a column holds one of the domain's values (packages/domain/src/enums): the list lives once,
 * and the database refuses anything else even from a hand-written query. Values are written as literals
 * because a constraint cannot take parameters; they are our own constants, quoted all the same.
 */
function isOneOf(column: AnyColumn, values: readonly string[]): SQL {
  const literals = values.map((value) => `'${value.replaceAll("'", "''")}'`).join(', ');
  return sql`${column} in (${sql.raw(literals)})`;
}

/**
 * better-auth's user table plus the marketplace's additional fields. better-auth's `image` field is
 * mapped onto avatar_url (auth/auth.ts), so a picture is stored once.
 */
export const user = pgTable(
  'user',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull().unique(),
    emailVerified: boolean('email_verified').notNull().default(false),
    phone: text('phone'),
    type: text('type', { enum: USER_TYPES }).notNull().default('owner'),
    avatarUrl: text('avatar_url'),
    phoneVerified: boolean('phone_verified').notNull().default(false),
    termsAccepted: boolean('terms_accepted').notNull().default(false),
    termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }),
    /** Member, moderator or admin: set only by the team's tools, never by the person (docs/decisions/017). */
    role: text('role', { enum: ROLES }).notNull().default(DEFAULT_ROLE),
    ...timestamps,
  },
  (t) => [
    check('user_type_check', isOneOf(t.type, USER_TYPES)),
    check('user_role_check', isOneOf(t.role, ROLES)),
    // The team is listed by role; almost everyone is a member, so only the others are indexed.
    index('user_team_idx').on(t.role).where(sql`${t.role} <> 'member'`),
  ],
);

/** A signed-in browser: better-auth looks the cookie's token up here, so deleting a row signs it out. */
export const session = pgTable(
  'session',
  {
    id: text('id').primaryKey(),
    token: text('token').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    ...timestamps,
  },
  (t) => [index('session_user_idx').on(t.userId)],
);

/** How a user signs in; for email and password, provider 'credential' holds the password hash. */
export const account = pgTable(
  'account',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    password: text('password'),
    ...timestamps,
  },
  (t) => [index('account_user_idx').on(t.userId)],
);

/** One-time codes (stored hashed, with their count of wrong tries) keyed by purpose and email. */
export const verification = pgTable(
  'verification',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ...timestamps,
  },
  (t) => [index('verification_identifier_idx').on(t.identifier)],
);

export const properties = pgTable(
  'properties',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    purpose: text('purpose', { enum: PURPOSES }).notNull(),
    type: text('type', { enum: PROPERTY_TYPES }).notNull(),
    subType: text('sub_type').notNull(),
    // Rupees; bigint so commercial sales above ₹214 crore fit. mode 'number' parses in one place.
    price: bigint('price', { mode: 'number' }).notNull(),
    securityDeposit: bigint('security_deposit', { mode: 'number' }),
    priceInWords: text('price_in_words').notNull().default(''),
    priceNegotiable: boolean('price_negotiable').notNull().default(false),
    bedrooms: smallint('bedrooms'),
    bathrooms: smallint('bathrooms'),
    balconies: smallint('balconies'),
    carpetArea: doublePrecision('carpet_area'),
    builtUpArea: doublePrecision('built_up_area'),
    plotArea: doublePrecision('plot_area'),
    furnishing: text('furnishing', { enum: FURNISHINGS }),
    city: text('city').notNull(),
    locality: text('locality').notNull(),
    subLocality: text('sub_locality'),
    society: text('society'),
    address: text('address').notNull(),
    pincode: text('pincode').notNull(),
    availableFrom: date('available_from', { mode: 'string' }),
    tenantPreference: text('tenant_preference', { enum: TENANT_PREFERENCES }),
    agreementType: text('agreement_type', { enum: AGREEMENT_TYPES }).notNull().default('any'),
    brokerAllowed: boolean('broker_allowed').notNull().default(true),
    /** The rest of docs/product.md §3 'details': floors, parking, furnishingDetails, age, facing. */
    details: jsonb('details').$type<PropertyDetailsJson>().notNull().default({}),
    /** termsAndConditions: agreementDuration, noticePeriod (months). */
    features: jsonb('features').$type<PropertyFeaturesJson>().notNull().default({}),
    additionalCharges: jsonb('additional_charges')
      .$type<{ electricity: boolean; water: boolean; maintenance: boolean }>()
      .notNull()
      .default({ electricity: false, water: false, maintenance: false }),
    amenities: text('amenities').array().notNull().default(sql`'{}'::text[]`),
    videos: text('videos').array().notNull().default(sql`'{}'::text[]`),
    audioDescription: text('audio_description'),
    views: integer('views').notNull().default(0),
    propertyScore: smallint('property_score').notNull().default(0),
    verificationStatus: boolean('verification_status').notNull().default(false),
    postedById: text('posted_by_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    postedByType: text('posted_by_type', { enum: USER_TYPES }).notNull(),
    // Lower-cased text the free-text search matches with a trigram index (|| keeps it immutable).
    searchText: text('search_text').generatedAlwaysAs(
      sql`lower(title || ' ' || description || ' ' || city || ' ' || locality)`,
    ),
    // What the location flag adds to a text search: address, society and sub-locality.
    locationText: text('location_text').generatedAlwaysAs(
      sql`lower(address || ' ' || coalesce(society, '') || ' ' || coalesce(sub_locality, ''))`,
    ),
    // The area a card shows (domain primaryArea: carpet, then built-up, then plot), for 'largest first'.
    primaryArea: doublePrecision('primary_area').generatedAlwaysAs(
      sql`coalesce(case when carpet_area > 0 then carpet_area end, case when built_up_area > 0 then built_up_area end, case when plot_area > 0 then plot_area end)`,
    ),
    ...timestamps,
  },
  (t) => {
    // Every column a search filters on, carried by the indexes whose walks must check filters cheaply.
    const filterColumns = [
      t.type,
      t.bedrooms,
      t.bathrooms,
      t.subType,
      t.furnishing,
      t.postedByType,
      t.verificationStatus,
      t.carpetArea,
      t.builtUpArea,
      t.plotArea,
    ];
    return [
      // Search indexes (decisions 007 and 008). Sort walks stop after a page: newest per purpose and type.
      index('properties_created_at_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
      index('properties_purpose_created_at_idx').on(
        t.purpose,
        t.createdAt.desc().nullsFirst(),
        t.id.desc().nullsFirst(),
      ),
      index('properties_type_created_at_idx').on(t.type, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
      index('properties_price_idx').on(t.price, t.id),
      // Price and area correlate with the kind of listing (cheap plots fail a bedroom filter), so these walks
      // may skip many rows: every filter column rides along to check them in the index, never the table.
      index('properties_purpose_price_idx').on(t.purpose, t.price, t.id, ...filterColumns),
      index('properties_primary_area_idx').on(
        t.primaryArea.desc().nullsLast(),
        t.id.desc().nullsFirst(),
        t.purpose,
        ...filterColumns,
      ),
      // The filter index: the narrowing filters lead (type and purpose, then bedrooms and budget), then
      // everything else a search reads, so finding and counting the matches is an index-only scan.
      index('properties_search_filter_idx').on(
        t.type,
        t.purpose,
        t.bedrooms,
        t.price,
        t.id,
        t.createdAt,
        t.primaryArea,
        t.bathrooms,
        t.subType,
        t.furnishing,
        t.postedByType,
        t.verificationStatus,
        t.carpetArea,
        t.builtUpArea,
        t.plotArea,
        t.amenities,
      ),
      index('properties_posted_by_idx').on(t.postedById, t.createdAt.desc().nullsFirst()),
      index('properties_search_text_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
      index('properties_location_text_trgm_idx').using('gin', sql`${t.locationText} gin_trgm_ops`),
      index('properties_amenities_idx').using('gin', t.amenities),
      // A narrow area range is rare: its bitmaps find it without scanning.
      index('properties_carpet_area_idx').on(t.carpetArea),
      index('properties_built_up_area_idx').on(t.builtUpArea),
      index('properties_plot_area_idx').on(t.plotArea),
      // The database refuses values no code path should write, whatever the caller.
      check('properties_purpose_check', isOneOf(t.purpose, PURPOSES)),
      check('properties_type_check', isOneOf(t.type, PROPERTY_TYPES)),
      check('properties_furnishing_check', isOneOf(t.furnishing, FURNISHINGS)),
      check('properties_tenant_preference_check', isOneOf(t.tenantPreference, TENANT_PREFERENCES)),
      check('properties_agreement_type_check', isOneOf(t.agreementType, AGREEMENT_TYPES)),
      check('properties_posted_by_type_check', isOneOf(t.postedByType, USER_TYPES)),
      check(
        'properties_price_check',
        sql`${t.price} >= 0 and (${t.securityDeposit} is null or ${t.securityDeposit} >= 0)`,
      ),
      check('properties_views_check', sql`${t.views} >= 0`),
      check('properties_score_check', sql`${t.propertyScore} between 0 and 100`),
    ];
  },
);

export interface PropertyDetailsJson {
  totalFloors?: number | null;
  floorNumber?: number | null;
  parkingSpots?: number | null;
  furnishingDetails?: Record<string, number | boolean>;
  age?: string | null;
  facing?: string | null;
  parking?: string | null;
}

export interface PropertyFeaturesJson {
  agreementDuration?: number | null;
  noticePeriod?: number | null;
}

export const propertyImages = pgTable(
  'property_images',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    /** 0 is the cover. */
    position: smallint('position').notNull(),
    /** A storage key (properties/…) or an external http(s) URL. */
    url: text('url').notNull(),
    width: integer('width'),
    height: integer('height'),
  },
  (t) => [
    uniqueIndex('property_images_property_position_idx').on(t.propertyId, t.position),
    check('property_images_position_check', sql`${t.position} >= 0`),
  ],
);

export const inquiries = pgTable(
  'inquiries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    message: text('message').notNull(),
    contactInfo: jsonb('contact_info').$type<Record<string, string>>().notNull().default({}),
    ...timestamps,
  },
  (t) => [
    index('inquiries_property_idx').on(t.propertyId),
    index('inquiries_user_idx').on(t.userId),
    // One recorded view, and one recorded contact reveal, per person per property, enforced by the database
    // under concurrency. The messages are literals: an index predicate cannot take parameters.
    uniqueIndex('inquiries_one_view_per_user_idx')
      .on(t.propertyId, t.userId)
      .where(sql.raw(`message = '${VIEW_INQUIRY_MESSAGE}'`)),
    uniqueIndex('inquiries_one_contact_reveal_per_user_idx')
      .on(t.propertyId, t.userId)
      .where(sql.raw(`message = '${CONTACT_INQUIRY_MESSAGE}'`)),
  ],
);

export const savedProperties = pgTable(
  'saved_properties',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.propertyId] }), index('saved_properties_property_idx').on(t.propertyId)],
);

/**
 * Who uploaded each picture (its detail key): a listing may only use uploads of its own poster, so
 * nobody can attach, and later delete with their listing, a picture someone else uploaded.
 */
export const mediaUploads = pgTable(
  'media_uploads',
  {
    key: text('key').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('media_uploads_user_idx').on(t.userId)],
);

/** Messages sent from the contact page (docs/product.md §2 'Contact page'): stored first, then mailed to SUPPORT_EMAIL. */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    reason: text('reason', { enum: CONTACT_REASONS }).notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    /** The signed-in sender, when there was one; the message stays if the account is deleted. */
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('contact_messages_created_at_idx').on(t.createdAt.desc()),
    check('contact_messages_reason_check', isOneOf(t.reason, CONTACT_REASONS)),
  ],
);

/** Addresses signed up in the footer's newsletter box or the home page's property alerts, each once. */
export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    email: text('email').primaryKey(),
    source: text('source', { enum: NEWSLETTER_SOURCES }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('newsletter_subscribers_source_check', isOneOf(t.source, NEWSLETTER_SOURCES))],
);

/**
 * Every team action, append-only: who acted, what they did to which record, when, why, and the fields
 * before and after. A trigger (migration 0010) refuses UPDATE, DELETE and TRUNCATE, so no route, tool or
 * mistaken query can rewrite it. The actor is kept as it read then, without a foreign key: the entry must
 * outlive the account.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The acting account's id; null for the command line. */
    actorId: text('actor_id'),
    /** Who acted, as it read at the time: the account's email, or 'command line'. */
    actor: text('actor').notNull(),
    action: text('action', { enum: AUDIT_ACTIONS }).notNull(),
    targetType: text('target_type', { enum: AUDIT_TARGETS }).notNull(),
    targetId: text('target_id').notNull(),
    reason: text('reason'),
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_created_at_idx').on(t.createdAt.desc()),
    index('audit_log_target_idx').on(t.targetType, t.targetId, t.createdAt.desc()),
    index('audit_log_actor_idx').on(t.actorId, t.createdAt.desc()),
    check('audit_log_action_check', isOneOf(t.action, AUDIT_ACTIONS)),
    check('audit_log_target_type_check', isOneOf(t.targetType, AUDIT_TARGETS)),
  ],
);
