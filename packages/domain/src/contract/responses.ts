/**
 * What the API answers with, as schemas: the types the server returns and the web reads are inferred from
 * these, the server's tests check every answer against them, and the OpenAPI document describes them.
 * They are strict: a field nobody declared (a hash, a token) fails the tests' check.
 */
import { z } from 'zod';
import { AUDIT_ACTIONS, AUDIT_TARGETS } from '../access/audit.ts';
import { ROLES } from '../access/roles.ts';
import {
  AGES,
  AGREEMENT_TYPES,
  FACINGS,
  FURNISHINGS,
  PARKING_OPTIONS,
  PROPERTY_TYPES,
  PURPOSES,
  TENANT_PREFERENCES,
  USER_TYPES,
} from '../enums.ts';

const count = z.int().nonnegative();
const isoTimestamp = z.iso.datetime({ offset: true });
const nullableCount = z.number().nullable();

/** A listing in the app shape the API speaks (camelCase; docs/product.md §3). */
export const propertySchema = z.strictObject({
  id: z.string(),
  title: z.string(),
  purpose: z.enum(PURPOSES),
  type: z.enum(PROPERTY_TYPES),
  subType: z.string(),
  /** Whole rupees. */
  price: z.number(),
  securityDeposit: z.number().nullable(),
  priceInWords: z.string(),
  priceNegotiable: z.boolean(),
  additionalCharges: z.strictObject({ electricity: z.boolean(), water: z.boolean(), maintenance: z.boolean() }),
  agreementType: z.enum(AGREEMENT_TYPES),
  brokerAllowed: z.boolean(),
  description: z.string(),
  /** The date it is available from (YYYY-MM-DD), when the poster gave one. */
  availability: z.string().nullable(),
  tenantPreference: z.enum(TENANT_PREFERENCES).nullable(),
  /** Upload keys or http(s) links, the cover first. */
  images: z.array(z.string()),
  coverImageIndex: count,
  video: z.string().nullable(),
  audioDescription: z.string().nullable(),
  amenities: z.array(z.string()),
  views: count,
  propertyScore: z.int().min(0).max(100),
  /** Set by the Aangan team only; owners can never send it. */
  verificationStatus: z.boolean(),
  location: z.strictObject({
    city: z.string(),
    locality: z.string(),
    subLocality: z.string().nullable(),
    society: z.string().nullable(),
    address: z.string(),
    pincode: z.string(),
  }),
  details: z.strictObject({
    bedrooms: nullableCount,
    bathrooms: nullableCount,
    balconies: nullableCount,
    plotArea: nullableCount,
    builtUpArea: nullableCount,
    carpetArea: nullableCount,
    totalFloors: nullableCount,
    floorNumber: nullableCount,
    parkingSpots: nullableCount,
    furnishing: z.enum(FURNISHINGS).nullable(),
    furnishingDetails: z.record(z.string(), z.union([z.number(), z.boolean()])),
    age: z.enum(AGES).nullable(),
    facing: z.enum(FACINGS).nullable(),
    parking: z.enum(PARKING_OPTIONS).nullable(),
  }),
  termsAndConditions: z.strictObject({
    agreementDuration: z.number().nullable(),
    noticePeriod: z.number().nullable(),
    brokerAllowed: z.boolean(),
  }),
  postedBy: z.strictObject({ id: z.string(), type: z.enum(USER_TYPES), name: z.string() }),
  createdAt: isoTimestamp,
  updatedAt: isoTimestamp,
});

/** One page of search results. */
export const propertyPageSchema = z.strictObject({
  items: z.array(propertySchema),
  total: count,
  /** True when more than `total` match: counting stops at a cap (SEARCH_COUNT_CAP), so show '{total}+'. */
  totalCapped: z.boolean(),
  page: z.int().positive(),
  limit: z.int().positive(),
});

export const propertyStatsSchema = z.strictObject({ total: count });

export const propertyDetailSchema = propertySchema.extend({
  /** How the signed-in person stands to the listing they opened. */
  viewer: z.strictObject({
    /** The poster: sees 'Property Views' and the verification notice; their own views are not recorded. */
    isOwner: z.boolean(),
    isSaved: z.boolean(),
  }),
});

export const viewRecordingSchema = z.strictObject({ recorded: z.boolean(), views: count });

export const posterContactSchema = z.strictObject({
  name: z.string(),
  phone: z.string().nullable(),
  email: z.string(),
});

export const propertyInquiriesSchema = z.strictObject({
  /** 'Property Views': one per signed-in person other than the poster. */
  viewCount: count,
  /** How many people opened the contact details. */
  contactRevealCount: count,
});

export const myPropertiesPageSchema = z.strictObject({
  /** The owner's listings matching the query, newest first. */
  items: z.array(propertySchema),
  /** Every listing of the owner, whatever the search and tab. */
  summary: z.strictObject({
    total: count,
    byPurpose: z.strictObject({ sell: count, rent: count, pg: count }),
    views: count,
    verified: count,
  }),
});

export const savedPropertiesSchema = z.strictObject({
  items: z.array(propertySchema),
  page: z.int().positive(),
  limit: z.int().positive(),
  /** All the person's saved listings (at most MAX_SAVED_PROPERTIES). */
  total: count,
});

export const savedPropertyIdsSchema = z.strictObject({ ids: z.array(z.string()) });

/** The signed-in person, with counts derived from the tables (never stored lists). */
export const meSchema = z.strictObject({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  type: z.enum(USER_TYPES),
  avatarUrl: z.string().nullable(),
  emailVerified: z.boolean(),
  phoneVerified: z.boolean(),
  /** Member, or a moderator or admin of the Aangan team (who see the team's console). */
  role: z.enum(ROLES),
  /** When the account was made. */
  memberSince: isoTimestamp,
  counts: z.strictObject({ listed: count, saved: count, inquiries: count }),
});

/** The team as moderators and admins see it. */
export const teamSchema = z.strictObject({
  members: z.array(z.strictObject({ email: z.string(), name: z.string(), role: z.enum(ROLES) })),
});

/** One page of the team's audit log, newest first. */
export const auditPageSchema = z.strictObject({
  items: z.array(
    z.strictObject({
      id: z.string(),
      actor: z.string(),
      action: z.enum(AUDIT_ACTIONS),
      targetType: z.enum(AUDIT_TARGETS),
      targetId: z.string(),
      /** The record as a person knows it (an account's email), when it still exists. */
      targetLabel: z.string().nullable(),
      reason: z.string().nullable(),
      before: z.record(z.string(), z.unknown()).nullable(),
      after: z.record(z.string(), z.unknown()).nullable(),
      createdAt: isoTimestamp,
    }),
  ),
  page: z.int().positive(),
  limit: z.int().positive(),
  total: count,
});

/** `key` is what a listing stores, `url` where the picture is served. */
export const uploadedImageSchema = z.strictObject({
  key: z.string(),
  url: z.string(),
  width: z.int().positive(),
  height: z.int().positive(),
});

export const createdSchema = z.strictObject({ id: z.string() });
export const emailAnswerSchema = z.strictObject({ email: z.string() });
/** The reference itself: checked only for its frame; its content is generated from this contract. */
export const openApiDocumentSchema = z.looseObject({
  openapi: z.literal('3.1.0'),
  paths: z.record(z.string(), z.record(z.string(), z.unknown())),
});
export const healthSchema = z.strictObject({ status: z.enum(['ok', 'degraded']), database: z.enum(['up', 'down']) });

export type Property = z.output<typeof propertySchema>;
export type PropertyPage = z.output<typeof propertyPageSchema>;
export type PropertyDetail = z.output<typeof propertyDetailSchema>;
export type ViewRecording = z.output<typeof viewRecordingSchema>;
export type PosterContact = z.output<typeof posterContactSchema>;
export type PropertyInquiries = z.output<typeof propertyInquiriesSchema>;
export type MyPropertiesPage = z.output<typeof myPropertiesPageSchema>;
export type MyPropertiesSummary = MyPropertiesPage['summary'];
export type SavedProperties = z.output<typeof savedPropertiesSchema>;
export type SavedPropertyIds = z.output<typeof savedPropertyIdsSchema>;
export type Me = z.output<typeof meSchema>;
export type UploadedImage = z.output<typeof uploadedImageSchema>;
export type AuditPage = z.output<typeof auditPageSchema>;
