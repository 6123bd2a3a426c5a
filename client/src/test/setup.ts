/**
 * Loaded before every client test file: jest-dom's DOM matchers (`toBeInTheDocument`, `toHaveValue`, …),
 * and a longer wait for `findBy…`/`waitFor`: CI runs four projects at once on two cores, where a mutation
 * followed by a refetch can take longer than Testing Library's default second.
 */
import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/react';

configure({ asyncUtilTimeout: 5000 });
