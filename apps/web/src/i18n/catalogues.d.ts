// The compiled catalogues (build/messages.ts): `import messages from 'virtual:messages/hi/layout'`.
declare module 'virtual:messages/*' {
  import type { Messages } from '@lingui/core';

  const messages: Messages;
  export default messages;
}

// Every part of every language: `import catalogues from 'virtual:messages/all'` (the server's renderer, tests).
declare module 'virtual:messages/all' {
  import type { Messages } from '@lingui/core';

  const catalogues: Record<'en' | 'hi', Messages>;
  export default catalogues;
}
