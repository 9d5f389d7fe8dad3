export * from './chromium.ts';
export * from './jpeg.ts';
export * from './listing-body.ts';
export * from './multipart.ts';
export * from './outbox.ts';
export * from './read-mail.ts';
export * from './registration.ts';
export * from './sign-up.ts';
