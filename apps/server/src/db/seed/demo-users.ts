import type { UserType } from '@aangan/domain';
import type { user } from '../schema.ts';

/** Who a generated listing is posted by. */
export interface Poster {
  id: string;
  type: UserType;
}

interface DemoPerson extends Poster {
  name: string;
  email: string;
  phone: string;
}

// example.com is reserved for documentation, so demo mail can never reach a real inbox.
const DEMO_PEOPLE: readonly DemoPerson[] = [
  {
    id: 'demo-owner-1',
    type: 'owner',
    name: 'Rajesh Sharma',
    email: 'rajesh.sharma@example.com',
    phone: '+919829012345',
  },
  { id: 'demo-owner-2', type: 'owner', name: 'Priya Mehta', email: 'priya.mehta@example.com', phone: '+919460123456' },
  {
    id: 'demo-owner-3',
    type: 'owner',
    name: 'Sunita Agarwal',
    email: 'sunita.agarwal@example.com',
    phone: '+918003123456',
  },
  {
    id: 'demo-builder-1',
    type: 'builder',
    name: 'Vikram Singh Rathore',
    email: 'vikram.rathore@example.com',
    phone: '+919414123456',
  },
  {
    id: 'demo-builder-2',
    type: 'builder',
    name: 'Kavita Reddy',
    email: 'kavita.reddy@example.com',
    phone: '+919849123456',
  },
  {
    id: 'demo-agent-1',
    type: 'agent',
    name: 'Imran Qureshi',
    email: 'imran.qureshi@example.com',
    phone: '+917742123456',
  },
];

export const DEMO_POSTERS: readonly Poster[] = DEMO_PEOPLE.map(({ id, type }) => ({ id, type }));

const DAY_MS = 86_400_000;

/** The demo posters as user rows; they joined 90 days before `now`, before any of their listings. */
export function buildDemoUsers(now: Date = new Date()): (typeof user.$inferInsert)[] {
  const joinedAt = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) - 90 * DAY_MS);
  return DEMO_PEOPLE.map((person) => ({
    id: person.id,
    name: person.name,
    email: person.email,
    phone: person.phone,
    type: person.type,
    emailVerified: true,
    phoneVerified: true,
    termsAccepted: true,
    termsAcceptedAt: joinedAt,
    createdAt: joinedAt,
    updatedAt: joinedAt,
  }));
}
