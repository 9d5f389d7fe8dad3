let sequence = 0;

/**
 * A valid sign-up form with a fresh address each call. The phone is stored as 9829012345, which the journeys
 * look for on the contact card.
 */
export function newRegistration(overrides: Record<string, unknown> = {}) {
  sequence += 1;
  return {
    name: 'Asha Sharma',
    email: `asha.${sequence}.${Date.now()}@example.in`,
    phone: '+91 98290 12345',
    password: 'secret-pass-1',
    termsAccepted: true,
    ...overrides,
  };
}

export type Registration = ReturnType<typeof newRegistration>;
