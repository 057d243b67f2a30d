import { inject } from 'vitest';

// Handlers imported by a test talk to the same emulators as the running gateway.
Object.assign(process.env, inject('localCloud').env);
