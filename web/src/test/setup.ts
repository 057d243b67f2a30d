import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Every rendered tree is unmounted after its test, so no React work is left scheduled when the file's jsdom closes.
afterEach(cleanup);

// The web files run beside the cloud tests, which come first for the CPU: a state that arrives after a lazy import
// (a schema, a panel) may take seconds there. A state that never arrives still fails, after 5 s.
configure({ asyncUtilTimeout: 5_000 });
