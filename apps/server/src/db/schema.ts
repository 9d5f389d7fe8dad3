import {
  AGREEMENT_TYPES,
  AMENITIES,
  APPEAL_STATUSES,
  AUDIT_ACTIONS,
  AUDIT_TARGETS,
  BROKER_FLAG_KINDS,
  BROKER_FLAG_STATUSES,
  CONTACT_INQUIRY_MESSAGE,
  CONTACT_REASONS,
  DEFAULT_LOCALE,
  DEFAULT_ROLE,
  DEFAULT_SAVED_SEARCH_FREQUENCY,
  FURNISHINGS,
  HIDE_REASONS,
  INDIA_BOUNDS,
  JOB_RUN_OUTCOMES,
  JOB_RUN_TRIGGERS,
  LOCALES,
  MESSAGE_STATUSES,
  NEWSLETTER_SOURCES,
  POSTED_BY_OPTIONS,
  PROPERTY_TYPES,
  PURPOSES,
  REPORT_REASONS,
  REPORT_STATUSES,
  ROLES,
  SAVED_SEARCH_FREQUENCIES,
  SAVED_SEARCH_NAME_MAX,
  TENANT_PREFERENCES,
  USER_TYPES,
  VERIFICATION_REQUEST_STATUSES,
  VERIFICATION_TRIGGERS,
  type VerificationCheck,
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

/** Both null, or both set within India's bounds (domain INDIA_BOUNDS); literals, as a CHECK needs. */
function isPointInIndia(latitude: AnyColumn, longitude: AnyColumn): SQL {
  const { south, north, west, east } = INDIA_BOUNDS;
  const within = sql.raw(`between ${south} and ${north}`);
  const across = sql.raw(`between ${west} and ${east}`);
  return sql`(${latitude} is null) = (${longitude} is null) and (${latitude} is null or (${latitude} ${within} and ${longitude} ${across}))`;
}

/**
 * Who on the team decided a request or an appeal, and when: their id and email then, with no foreign key,
 * so the record outlives the account (like the audit log's actor). Null while undecided.
 */
const decidedColumns = {
  decidedById: text('decided_by_id'),
  decidedBy: text('decided_by'),
  decidedAt: timestamp('decided_at', { withTimezone: true }),
};

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
    /** The language the person reads Aangan in (decision 028): their mail is written in it. */
    locale: text('locale', { enum: LOCALES }).notNull().default(DEFAULT_LOCALE),
    /**
     * While suspended by the team (decision 019): when, why (the person is mailed it) and by whom, as the
     * moderator's email read then. The account's sessions went with the suspension; none can be made.
     */
    suspendedAt: timestamp('suspended_at', { withTimezone: true }),
    suspensionReason: text('suspension_reason'),
    suspendedBy: text('suspended_by'),
    ...timestamps,
  },
  (t) => [
    check('user_type_check', isOneOf(t.type, USER_TYPES)),
    check('user_role_check', isOneOf(t.role, ROLES)),
    check('user_locale_check', isOneOf(t.locale, LOCALES)),
    check(
      'user_suspension_check',
      sql`(${t.suspendedAt} is null) = (${t.suspensionReason} is null) and (${t.suspendedAt} is null) = (${t.suspendedBy} is null)`,
    ),
    // The team is listed by role; almost everyone is a member, so only the others are indexed.
    index('user_team_idx').on(t.role).where(sql`${t.role} <> 'member'`),
    // The team finds an account, and a listing by its poster, by the mobile number a complaint names.
    index('user_phone_idx').on(t.phone),
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
    /**
     * The city's and locality's slugs (domain placeSlug): a place page's identity (decision 023). Written with
     * the names on every create and edit; the rule is TypeScript, so rows from before migration 0016 are filled
     * by `backfillPlaceSlugs` when the server migrates, and null means not yet.
     */
    citySlug: text('city_slug'),
    localitySlug: text('locality_slug'),
    subLocality: text('sub_locality'),
    society: text('society'),
    address: text('address').notNull(),
    pincode: text('pincode').notNull(),
    /** The owner's exact map pin (decision 036): theirs to see, and whoever's who opened the contact; never searched. */
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    /**
     * The public point (domain publicPoint: the locality's centre, else the city's, else the pin to 2 decimals),
     * written with the place and pin on every create and edit (db/map-point.ts): what maps show and a bbox
     * search finds. Null when none is known; rows from before migration 0026 are filled when the server migrates.
     */
    mapLatitude: doublePrecision('map_latitude'),
    mapLongitude: doublePrecision('map_longitude'),
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
    /** While verified: when, by which moderator (kept if the account goes), and what they checked (decision 018). */
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    verifiedById: text('verified_by_id'),
    verificationEvidence: jsonb('verification_evidence').$type<VerificationEvidence>(),
    postedById: text('posted_by_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    postedByType: text('posted_by_type', { enum: USER_TYPES }).notNull(),
    /**
     * Shown to the public: not hidden by the team, not expired or withdrawn by its owner, and its poster not
     * suspended. Kept in the transaction of every hide, restore, suspension and its end, expiry, renewal and
     * withdrawal, so public reads test one column, and the search indexes hold listed rows only (decision 019).
     */
    listed: boolean('listed').notNull().default(true),
    /** While the team hides it: when, why (a reason of the list, and a note the owner reads), by whom. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    hiddenReason: text('hidden_reason', { enum: HIDE_REASONS }),
    hiddenNote: text('hidden_note'),
    hiddenBy: text('hidden_by'),
    /**
     * A listing stays true (issue 17): it expires `LISTING_TTL_DAYS` after it was posted or its owner last
     * confirmed it. `expiryReminderDays` is the last reminder mailed for this period (7, then 1 day before),
     * null after a renewal. `expiredAt` is set when it went out of search for that; `withdrawnAt` when its
     * owner said it is no longer available (let or sold). Either keeps it out of public view.
     */
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull().default(sql`now() + interval '60 days'`),
    expiryReminderDays: smallint('expiry_reminder_days'),
    expiredAt: timestamp('expired_at', { withTimezone: true }),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
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
    // The filters after type and bedrooms, which every covering index carries.
    const otherFilterColumns = [
      t.bathrooms,
      t.subType,
      t.furnishing,
      t.postedByType,
      t.verificationStatus,
      t.carpetArea,
      t.builtUpArea,
      t.plotArea,
    ];
    // Every column a search filters on, carried by the indexes whose walks must check filters cheaply.
    const filterColumns = [t.type, t.bedrooms, ...otherFilterColumns];
    // What a place's or a map box's walk reads after its leading columns: the sort keys and every filter.
    const placeColumns = [t.price, t.primaryArea, t.bedrooms, ...otherFilterColumns, t.amenities];
    // The filter index's columns: the narrowing filters (type and purpose, then bedrooms and budget), then the sort
    // keys and every other filter; the city-by-rooms index puts the city before them.
    const filterIndexColumns = [
      t.type,
      t.purpose,
      t.bedrooms,
      t.price,
      t.id,
      t.createdAt,
      t.primaryArea,
      ...otherFilterColumns,
    ] as const;
    // The search's B-trees hold listed rows only: hidden ones are rare, and a search never reads them, so
    // its index-only scans stay as they were (decision 019). Text, amenity and area indexes keep every row:
    // their matches are read from the table anyway, and the team searches hidden listings by text too.
    const listed = sql`${t.listed}`;
    return [
      // Search indexes (decisions 007 and 008). Sort walks stop after a page: newest per purpose and type.
      // The newest-first walk carries every filter column too (issue 22, decision 039): a search that narrows by no leading column
      // of the filter index (amenities, verified, furnishing…) finds and counts its matches here, index-only and in
      // an order that does not group listings by kind — the filter index's order put every commercial and PG
      // listing (no gym) ahead of the first home with one.
      index('properties_created_at_idx')
        .on(
          t.createdAt.desc().nullsFirst(),
          t.id.desc().nullsFirst(),
          t.purpose,
          t.price,
          t.primaryArea,
          ...filterColumns,
          t.tenantPreference,
          t.amenities,
        )
        .where(listed),
      index('properties_purpose_created_at_idx')
        .on(t.purpose, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
        .where(listed),
      index('properties_type_created_at_idx')
        .on(t.type, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
        .where(listed),
      index('properties_price_idx').on(t.price, t.id).where(listed),
      // When a listing was posted or last edited (decision 029): a digest chunk reads the listings changed since
      // its searches' last alert — about a day's — through it, instead of the whole table. Every row, not listed
      // ones only: PostgreSQL keeps statistics of an index's expression for a whole index alone, and without them
      // it guesses a third of the table changed and reads all of it.
      index('properties_changed_idx').on(sql`greatest(${t.createdAt}, ${t.updatedAt})`),
      // The few listings out of public view, newest first, for the team's console.
      index('properties_unlisted_idx')
        .on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
        .where(sql`not ${t.listed}`),
      // Price and area correlate with the kind of listing (cheap plots fail a bedroom filter), so these walks
      // may skip many rows: every filter column rides along to check them in the index, never the table.
      index('properties_purpose_price_idx')
        .on(t.purpose, t.price, t.id, ...filterColumns)
        .where(listed),
      index('properties_primary_area_idx')
        .on(t.primaryArea.desc().nullsLast(), t.id.desc().nullsFirst(), t.purpose, ...filterColumns)
        .where(listed),
      // The filter index: the narrowing filters lead (type and purpose, then bedrooms and budget), then
      // everything else a search reads, so finding and counting the matches is an index-only scan.
      index('properties_search_filter_idx')
        .on(...filterIndexColumns, t.amenities)
        .where(listed),
      // A bathrooms filter (issue 22, decision 039) narrows here, after type and purpose, where the filter index
      // reads it only after bedrooms and price: 'PG, 4+ baths, builder' read every PG listing to find none. The
      // other one-of filters follow it, so an exact bathroom count seeks them too. Rows with no bathrooms (plots,
      // commercial) can never match one.
      index('properties_bathrooms_idx')
        .on(
          t.type,
          t.purpose,
          t.bathrooms,
          t.postedByType,
          t.furnishing,
          t.verificationStatus,
          t.createdAt,
          t.id,
          t.price,
          t.primaryArea,
          t.bedrooms,
          t.subType,
          t.carpetArea,
          t.builtUpArea,
          t.plotArea,
          t.tenantPreference,
          t.amenities,
        )
        .where(sql`${t.listed} and ${t.bathrooms} is not null`),
      // Place pages (decision 023): a city's or locality's listings of a segment, found and counted in the index
      // like the filter index (every filter column rides along), newest first within a locality and purpose. The
      // place's counts, its localities and the sitemap group by its leading columns.
      index('properties_place_idx')
        .on(
          t.citySlug,
          t.type,
          t.purpose,
          t.localitySlug,
          t.createdAt.desc().nullsFirst(),
          t.id.desc().nullsFirst(),
          t.updatedAt,
          ...placeColumns,
        )
        .where(listed),
      // A city's homes by rooms and budget — '2 BHK in Bikaner under ₹15,000', the search most people make (issue 22,
      // decision 040): one range of the index, read index-only. The place index reads every rent listing of the city
      // to find the few 3 BHKs under ₹7,000 (16 ms at 1M listings; 0.7 ms here). Only rows with a city, so only a
      // search in a city can use it: the smallest index that carries every filter, it was the planner's pick for
      // counting 'lift + gym' anywhere, in an order that puts every commercial and PG listing first (10 ms).
      index('properties_city_rooms_idx')
        .on(t.citySlug, ...filterIndexColumns, t.tenantPreference, t.amenities)
        .where(sql`${t.listed} and ${t.citySlug} is not null`),
      // Place suggestions' refresh (decision 032): every live listing's place, society and segment, grouped in
      // this order from the index alone, a tenth of the table's size, instead of reading the table.
      index('properties_place_summary_idx')
        .on(t.citySlug, t.localitySlug, t.society, t.purpose, t.type, t.city, t.locality)
        .where(listed),
      // The map's bbox search (decision 036): live listings by public point, found and counted in the index like the
      // filter index (every filter column rides along). Public points are few (a locality's listings share one), so
      // a box's range is short in listings; a walk of the newest reads it and sorts, or the newest-first index with
      // the box as a filter when the box holds many. A GiST on point(lng, lat) measured 20-500 times slower at 1M.
      index('properties_map_idx')
        .on(
          t.mapLatitude,
          t.mapLongitude,
          t.createdAt.desc().nullsFirst(),
          t.id.desc().nullsFirst(),
          t.type,
          t.purpose,
          ...placeColumns,
        )
        .where(listed),
      // The rows without a public point: those from before it existed, and those whose place the gazetteer does
      // not know and that have no pin (few), which the backfill after migrating reads again in case it now does.
      index('properties_map_point_backfill_idx').on(t.id).where(sql`${t.mapLatitude} is null`),
      // The rows whose slugs are still to be written: empty once the backfill ran, so a start finds none at once.
      index('properties_slug_backfill_idx').on(t.id).where(sql`${t.citySlug} is null`),
      // Listings due to expire or be reminded, soonest first: the expiry job's walk.
      index('properties_expires_at_idx').on(t.expiresAt).where(listed),
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
      // A point is both coordinates or neither, inside India (domain INDIA_BOUNDS), the pin and the public point.
      check('properties_pin_check', isPointInIndia(t.latitude, t.longitude)),
      check('properties_map_point_check', isPointInIndia(t.mapLatitude, t.mapLongitude)),
      check('properties_score_check', sql`${t.propertyScore} between 0 and 100`),
      check('properties_hidden_reason_check', isOneOf(t.hiddenReason, HIDE_REASONS)),
      // Hidden means out of public view, with a reason and a moderator on record.
      check(
        'properties_hidden_check',
        sql`(${t.hiddenAt} is null) = (${t.hiddenReason} is null) and (${t.hiddenAt} is null) = (${t.hiddenBy} is null) and (${t.hiddenAt} is null or not ${t.listed})`,
      ),
      // Expired or withdrawn means out of public view.
      check(
        'properties_lifecycle_check',
        sql`(${t.expiredAt} is null or not ${t.listed}) and (${t.withdrawnAt} is null or not ${t.listed})`,
      ),
      check('properties_expiry_reminder_check', sql`${t.expiryReminderDays} is null or ${t.expiryReminderDays} > 0`),
    ];
  },
);

/**
 * The places live listings name, for suggestions as someone types (issue 21, decision 032): each city,
 * locality and society once, with its most common spelling, its key (domain placeKey, the matcher's
 * normalisation, which only TypeScript computes) and its live listings per segment. Rebuilt from the listings
 * by the `refresh-place-suggestions` job and at start, so a keystroke reads a few rows of this small table and
 * never the listings; its counts may be a refresh behind. A city has '' for locality and society, a locality
 * '' for society: the key columns are never null, so the primary key names each place once.
 */
export const placeSuggestions = pgTable(
  'place_suggestions',
  {
    kind: text('kind', { enum: ['city', 'locality', 'society'] }).notNull(),
    citySlug: text('city_slug').notNull(),
    localitySlug: text('locality_slug').notNull().default(''),
    /** A society's key within its locality ('' for a city or locality). */
    societyKey: text('society_key').notNull().default(''),
    name: text('name').notNull(),
    cityName: text('city_name').notNull(),
    /** A society's locality, by name; null for a city or a locality. */
    localityName: text('locality_name'),
    /** placeKey(name): what a typed prefix is compared with. */
    key: text('key').notNull(),
    /** Live listings, all of them and per segment (a listing may be in two: a commercial rental is rent too). */
    listings: integer('listings').notNull(),
    buy: integer('buy').notNull(),
    rent: integer('rent').notNull(),
    pg: integer('pg').notNull(),
    commercial: integer('commercial').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.citySlug, t.localitySlug, t.societyKey] }),
    // A typed prefix is a range of this index, in any collation (text_pattern_ops compares bytes).
    index('place_suggestions_key_idx').on(t.key.op('text_pattern_ops')),
    check('place_suggestions_kind_check', isOneOf(t.kind, ['city', 'locality', 'society'])),
  ],
);

/** The checklist an approval was given on: each check with the moderator's note, for the team only. */
export type VerificationEvidence = { check: VerificationCheck; note?: string }[];

/**
 * Requests to verify a listing, kept as its history (domain verification/requests.ts): asked by the owner,
 * or queued by an edit of what a moderator checked; decided once, by a moderator, with the checklist or a
 * reason. The database keeps one open request per listing, whoever asks at once.
 */
export const verificationRequests = pgTable(
  'verification_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    trigger: text('trigger', { enum: VERIFICATION_TRIGGERS }).notNull(),
    status: text('status', { enum: VERIFICATION_REQUEST_STATUSES }).notNull().default('open'),
    /** The approval's evidence; null until approved. */
    checklist: jsonb('checklist').$type<VerificationEvidence>(),
    /** Why it was declined or revoked: the owner reads it. */
    reason: text('reason'),
    ...decidedColumns,
    ...timestamps,
  },
  (t) => [
    uniqueIndex('verification_requests_one_open_idx').on(t.propertyId).where(sql`${t.status} = 'open'`),
    index('verification_requests_property_idx').on(t.propertyId, t.createdAt.desc()),
    index('verification_requests_status_idx').on(t.status, t.createdAt),
    check('verification_requests_trigger_check', isOneOf(t.trigger, VERIFICATION_TRIGGERS)),
    check('verification_requests_status_check', isOneOf(t.status, VERIFICATION_REQUEST_STATUSES)),
  ],
);

/**
 * Owners' appeals against their listing being hidden (domain moderation/appeals.ts), kept as its history:
 * open in the team's queue, then upheld or restored with a reply the owner is mailed. The database keeps
 * one open appeal per listing, whoever sends at once.
 */
export const listingAppeals = pgTable(
  'listing_appeals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    ownerId: text('owner_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    message: text('message').notNull(),
    status: text('status', { enum: APPEAL_STATUSES }).notNull().default('open'),
    /** The team's answer, which the owner reads; null while open. */
    reply: text('reply'),
    ...decidedColumns,
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('listing_appeals_one_open_idx').on(t.propertyId).where(sql`${t.status} = 'open'`),
    index('listing_appeals_property_idx').on(t.propertyId, t.createdAt.desc()),
    index('listing_appeals_status_idx').on(t.status, t.createdAt),
    check('listing_appeals_status_check', isOneOf(t.status, APPEAL_STATUSES)),
  ],
);

/**
 * People's reports of a listing (issue 17): one per person and listing (a second one updates it), open in the
 * team's queue until the team decides the listing's case. `countsForHiding` is fixed when it is made: a
 * report from an account under a day old or without a verified email reaches the queue but cannot help
 * hide a listing by itself. The reporter is set null when their account is deleted, so reports against
 * others are kept anonymised.
 */
export const listingReports = pgTable(
  'listing_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    reporterId: text('reporter_id').references(() => user.id, { onDelete: 'set null' }),
    reason: text('reason', { enum: REPORT_REASONS }).notNull(),
    details: text('details'),
    countsForHiding: boolean('counts_for_hiding').notNull(),
    status: text('status', { enum: REPORT_STATUSES }).notNull().default('open'),
    /** The team's words on the decision, which the reporter is mailed. */
    decisionNote: text('decision_note'),
    ...decidedColumns,
    ...timestamps,
  },
  (t) => [
    uniqueIndex('listing_reports_one_per_person_idx').on(t.propertyId, t.reporterId),
    index('listing_reports_property_idx').on(t.propertyId, t.createdAt.desc()),
    index('listing_reports_status_idx').on(t.status, t.createdAt),
    index('listing_reports_reporter_idx').on(t.reporterId, t.createdAt.desc()),
    check('listing_reports_reason_check', isOneOf(t.reason, REPORT_REASONS)),
    check('listing_reports_status_check', isOneOf(t.status, REPORT_STATUSES)),
  ],
);

/**
 * Signs that an 'owner' account may be a broker (domain reports/broker-flags.ts), found by a scheduled scan
 * and reviewed by the team, never acted on by themselves. `evidence` is what the team reads (the accounts
 * sharing the phone, the listings and their counts, the words found); `evidenceKey` names it, so a flag
 * the team dismissed is not raised again for the same evidence, and new evidence raises a new one.
 */
export const brokerFlags = pgTable(
  'broker_flags',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: BROKER_FLAG_KINDS }).notNull(),
    evidence: jsonb('evidence').$type<Record<string, unknown>>().notNull(),
    evidenceKey: text('evidence_key').notNull(),
    status: text('status', { enum: BROKER_FLAG_STATUSES }).notNull().default('open'),
    decisionNote: text('decision_note'),
    ...decidedColumns,
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('broker_flags_evidence_idx').on(t.userId, t.kind, t.evidenceKey),
    index('broker_flags_status_idx').on(t.status, t.createdAt),
    check('broker_flags_kind_check', isOneOf(t.kind, BROKER_FLAG_KINDS)),
    check('broker_flags_status_check', isOneOf(t.status, BROKER_FLAG_STATUSES)),
  ],
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
    /** The language of the page it was sent from: the team's reply is framed in it (issue 19). */
    locale: text('locale', { enum: LOCALES }).notNull().default(DEFAULT_LOCALE),
    /** The signed-in sender, when there was one; the message stays if the account is deleted. */
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    /** Where it stands in the team's inbox (domain inbox/statuses.ts). */
    status: text('status', { enum: MESSAGE_STATUSES }).notNull().default('open'),
    /**
     * Who last marked it answered (a reply, or by hand after a call) and when: the moderator's id and email
     * then (no foreign key: the record outlives the account). Kept when reopened, as history.
     */
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    answeredById: text('answered_by_id'),
    answeredBy: text('answered_by'),
    /** Who closed it and when, while it is closed. */
    closedAt: timestamp('closed_at', { withTimezone: true }),
    closedById: text('closed_by_id'),
    closedBy: text('closed_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('contact_messages_created_at_idx').on(t.createdAt.desc()),
    // The inbox lists one status at a time, newest first.
    index('contact_messages_status_idx').on(t.status, t.createdAt.desc()),
    check('contact_messages_locale_check', isOneOf(t.locale, LOCALES)),
    check('contact_messages_reason_check', isOneOf(t.reason, CONTACT_REASONS)),
    check('contact_messages_status_check', isOneOf(t.status, MESSAGE_STATUSES)),
    check(
      'contact_messages_answered_check',
      sql`(${t.answeredAt} is null) = (${t.answeredBy} is null) and (${t.status} <> 'answered' or ${t.answeredAt} is not null)`,
    ),
    check(
      'contact_messages_closed_check',
      sql`(${t.closedAt} is not null) = (${t.status} = 'closed') and (${t.closedAt} is null) = (${t.closedBy} is null)`,
    ),
  ],
);

/** The team's replies to a contact-page message, oldest first, each as the sender was mailed it. */
export const contactMessageReplies = pgTable(
  'contact_message_replies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    messageId: uuid('message_id')
      .notNull()
      .references(() => contactMessages.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    /** The moderator's id and email then (no foreign key: the record outlives the account). */
    sentById: text('sent_by_id').notNull(),
    sentBy: text('sent_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('contact_message_replies_message_idx').on(t.messageId, t.createdAt)],
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

/**
 * One run of a scheduled job (decision 020), written by whichever process ran it, on either database: when
 * it started and ended, how (by its schedule or an admin's Run now), its outcome with what it did or the
 * error it failed with, and which attempt it was (the engine retries a failed run with back-off). The
 * console's Jobs section reads the latest per job.
 */
export const jobRuns = pgTable(
  'job_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    job: text('job').notNull(),
    trigger: text('trigger', { enum: JOB_RUN_TRIGGERS }).notNull(),
    attempt: integer('attempt').notNull().default(1),
    outcome: text('outcome', { enum: JOB_RUN_OUTCOMES }).notNull().default('running'),
    /** What the run did, in figures (say, how many listings expired). */
    summary: jsonb('summary').$type<Record<string, number>>(),
    error: text('error'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('job_runs_job_idx').on(t.job, t.startedAt.desc()),
    check('job_runs_trigger_check', isOneOf(t.trigger, JOB_RUN_TRIGGERS)),
    check('job_runs_outcome_check', isOneOf(t.outcome, JOB_RUN_OUTCOMES)),
    check('job_runs_attempt_check', sql`${t.attempt} > 0`),
  ],
);

/**
 * Saved searches (issue 20, decision 029): a person's, or a guest's alert tied to an email address. `url` is
 * the results page's canonical path and query (domain saved-searches/search-url.ts): what the person opens,
 * and what the forward search (new matches) runs. The filters are also kept in columns, written from the same
 * URL in the same statement, so one query can answer which searches a new listing satisfies
 * (`savedSearchesMatching`) with the search's own meaning: a null scalar or an empty list means "any".
 * `last_seen_at` is when its owner last opened it; new matches are the live listings it finds posted or
 * edited after it. `last_alerted_at` is when its alerts last went out.
 */
export const savedSearches = pgTable(
  'saved_searches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The person's; null for a guest's alert, which has `guest_email` instead (exactly one of the two). */
    userId: text('user_id').references(() => user.id, { onDelete: 'cascade' }),
    /** A guest alert's address (lower case, as the email field gives it); null for a person's search. */
    guestEmail: text('guest_email'),
    /** The language a guest alert's mails are written in; a person's mails follow their account's. */
    locale: text('locale', { enum: LOCALES }).notNull().default(DEFAULT_LOCALE),
    /**
     * When its alerts were allowed to go out: a guest alert's opt-in (null while it waits for its link to be
     * opened: never matched nor mailed), a person's search when saved (the default). `confirmed_at is not
     * null` is the one rule the alerts read.
     */
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }).defaultNow(),
    name: text('name').notNull(),
    url: text('url').notNull(),
    frequency: text('frequency', { enum: SAVED_SEARCH_FREQUENCIES }).notNull().default(DEFAULT_SAVED_SEARCH_FREQUENCY),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    lastAlertedAt: timestamp('last_alerted_at', { withTimezone: true }),
    /** The stored purpose (sell, rent, pg) a tab fixes; null on / and /commercial, which search every purpose. */
    purpose: text('purpose', { enum: PURPOSES }),
    /** The type asked for or implied (a room filter means residential, as in the search); null: any. */
    propertyType: text('property_type', { enum: PROPERTY_TYPES }),
    citySlug: text('city_slug'),
    localitySlug: text('locality_slug'),
    /**
     * The stored sub-types the chosen filter sub-types find (toStoredSubTypes), per property type: 'other' is
     * a sub-type of both, and a plot search must not find a commercial 'other'. Both empty: any sub-type.
     */
    residentialSubTypes: text('residential_sub_types').array().notNull().default(sql`'{}'::text[]`),
    commercialSubTypes: text('commercial_sub_types').array().notNull().default(sql`'{}'::text[]`),
    /** Room counts as the search splits them (splitRoomCounts): exact ones, or at least the top option. */
    bedroomsExact: smallint('bedrooms_exact').array().notNull().default(sql`'{}'::smallint[]`),
    bedroomsAtLeast: smallint('bedrooms_at_least'),
    bathroomsExact: smallint('bathrooms_exact').array().notNull().default(sql`'{}'::smallint[]`),
    bathroomsAtLeast: smallint('bathrooms_at_least'),
    furnishing: text('furnishing').array().notNull().default(sql`'{}'::text[]`),
    postedBy: text('posted_by').array().notNull().default(sql`'{}'::text[]`),
    /** Every one must be present on the listing (empty: none asked for). */
    amenities: text('amenities').array().notNull().default(sql`'{}'::text[]`),
    /**
     * The listings' tenant preferences that serve the tenants searched for (tenantPreferencesServing: 'women'
     * is stored as women and any); empty: any listing, sale ones too.
     */
    tenantPreferences: text('tenant_preferences').array().notNull().default(sql`'{}'::text[]`),
    /** Whole rupees, as prices are stored; null: open. */
    budgetMin: bigint('budget_min', { mode: 'number' }),
    budgetMax: bigint('budget_max', { mode: 'number' }),
    areaMin: doublePrecision('area_min'),
    areaMax: doublePrecision('area_max'),
    /** The free text lower-cased as the search compares it (a literal part of the listing's search text); '' none. */
    searchTerm: text('search_term').notNull().default(''),
  },
  (t) => [
    // The same search once per person (the canonical URL is its identity), and their list newest first.
    uniqueIndex('saved_searches_user_url_idx').on(t.userId, t.url),
    index('saved_searches_user_created_idx').on(t.userId, t.createdAt.desc()),
    // A guest's address asks for one search once, whatever its case; this index also finds an address's alerts.
    uniqueIndex('saved_searches_guest_url_idx')
      .on(sql`lower(${t.guestEmail})`, t.url)
      .where(sql`${t.guestEmail} is not null`),
    // The cleanup job's look for guest alerts whose link was never opened.
    index('saved_searches_waiting_idx').on(t.createdAt).where(sql`${t.confirmedAt} is null`),
    check('saved_searches_owner_check', sql`(${t.userId} is null) <> (${t.guestEmail} is null)`),
    check('saved_searches_confirmed_check', sql`${t.userId} is null or ${t.confirmedAt} is not null`),
    check('saved_searches_locale_check', isOneOf(t.locale, LOCALES)),
    // A digest claims a frequency's due searches recipient by recipient (a person, or a guest's address), in
    // (recipient, id) order (digests.ts, recipientOrder).
    index('saved_searches_due_idx').on(
      t.frequency,
      sql`coalesce(${t.userId}, 'guest:' || lower(${t.guestEmail}))`,
      t.id,
    ),
    // The reverse match probes this once per combination of "any or the listing's" city, purpose and type
    // (matching.ts: `coalesce(x, '') = any(array['', v])`), then tests the rest of each search in the index
    // itself: every column the match reads follows (the three plain ones too, or PostgreSQL will not answer
    // from an expression index alone), so it never visits the table (an index-only scan; 20 ms became 5 at
    // 100,000 searches). A column the match starts to read must be added here, or it quietly reads the table
    // again. Most searches name no amenity and an empty list is contained in any, so the GIN on amenities it
    // replaces narrowed nothing (decision 029).
    index('saved_searches_reverse_idx').on(
      sql`coalesce(${t.citySlug}, '')`,
      sql`coalesce(${t.purpose}, '')`,
      sql`coalesce(${t.propertyType}, '')`,
      t.id,
      t.citySlug,
      t.purpose,
      t.propertyType,
      t.localitySlug,
      t.residentialSubTypes,
      t.commercialSubTypes,
      t.bedroomsExact,
      t.bedroomsAtLeast,
      t.bathroomsExact,
      t.bathroomsAtLeast,
      t.furnishing,
      t.postedBy,
      t.amenities,
      t.tenantPreferences,
      t.budgetMin,
      t.budgetMax,
      t.areaMin,
      t.areaMax,
      t.searchTerm,
    ),
    check('saved_searches_frequency_check', isOneOf(t.frequency, SAVED_SEARCH_FREQUENCIES)),
    check('saved_searches_purpose_check', isOneOf(t.purpose, PURPOSES)),
    check('saved_searches_property_type_check', isOneOf(t.propertyType, PROPERTY_TYPES)),
    check(
      'saved_searches_name_check',
      sql`char_length(${t.name}) between 1 and ${sql.raw(String(SAVED_SEARCH_NAME_MAX))}`,
    ),
    check('saved_searches_locality_check', sql`${t.localitySlug} is null or ${t.citySlug} is not null`),
    // '' is the reverse index's "any": no stored slug may be it (a slug never is; isPlaceSlug refuses it).
    check('saved_searches_city_slug_check', sql`${t.citySlug} <> ''`),
    check('saved_searches_furnishing_check', sql`${t.furnishing} <@ ${sql.raw(textArray(FURNISHINGS))}`),
    check('saved_searches_posted_by_check', sql`${t.postedBy} <@ ${sql.raw(textArray(POSTED_BY_OPTIONS))}`),
    check('saved_searches_amenities_check', sql`${t.amenities} <@ ${sql.raw(textArray(AMENITIES))}`),
    check(
      'saved_searches_tenant_preferences_check',
      sql`${t.tenantPreferences} <@ ${sql.raw(textArray(TENANT_PREFERENCES))}`,
    ),
    check(
      'saved_searches_ranges_check',
      sql`(${t.budgetMin} is null or ${t.budgetMax} is null or ${t.budgetMin} <= ${t.budgetMax}) and (${t.areaMin} is null or ${t.areaMax} is null or ${t.areaMin} <= ${t.areaMax})`,
    ),
  ],
);

/**
 * Which listings went out in which saved search's alerts (issue 20, decision 029): a listing is mailed to a
 * search once. Inserting the row (on conflict do nothing) is what decides who sends, so an instant job and a
 * digest running together, or a job retried, cannot mail it twice.
 */
export const savedSearchAlerts = pgTable(
  'saved_search_alerts',
  {
    savedSearchId: uuid('saved_search_id')
      .notNull()
      .references(() => savedSearches.id, { onDelete: 'cascade' }),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.savedSearchId, t.propertyId] }),
    // The cascade from a deleted listing finds its rows.
    index('saved_search_alerts_property_idx').on(t.propertyId),
  ],
);

/**
 * The instant alerts' outbox (issue 20, decision 029): one row per listing waiting to be matched against the
 * instant saved searches. It is written in the same transaction as the change that published, edited or
 * brought the listing back, so a crash after that commit cannot lose the alert; the `instant-alerts` job
 * deletes the row in the transaction that claims its ledger rows. A second change before the job ran is the
 * same row (its queued_at moves).
 */
export const instantAlertQueue = pgTable('instant_alert_queue', {
  propertyId: uuid('property_id')
    .primaryKey()
    .references(() => properties.id, { onDelete: 'cascade' }),
  queuedAt: timestamp('queued_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A text[] literal of our own constants, for a CHECK (which cannot take parameters). */
function textArray(values: readonly string[]): string {
  return `array[${values.map((value) => `'${value.replaceAll("'", "''")}'`).join(', ')}]::text[]`;
}
