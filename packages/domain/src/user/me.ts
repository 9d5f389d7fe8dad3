import type { UserType } from '../enums.ts';

/** What GET /api/me answers: the signed-in person, with counts derived from the tables (never stored lists). */
export interface Me {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  type: UserType;
  avatarUrl: string | null;
  emailVerified: boolean;
  phoneVerified: boolean;
  /** ISO timestamp of sign-up. */
  memberSince: string;
  counts: { listed: number; saved: number; inquiries: number };
}
