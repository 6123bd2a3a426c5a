/** Loaded before every client test file: jest-dom's DOM matchers (`toBeInTheDocument`, `toHaveValue`, …). */
import '@testing-library/jest-dom/vitest';
