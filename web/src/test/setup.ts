import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// Every rendered tree is unmounted after its test, so no React work is left scheduled when the file's jsdom closes.
afterEach(cleanup);
