// The administrator of the browser tests' throw-away database (a test fixture, not a secret).
export const E2E_ADMIN = { email: 'admin@e2e.example', password: 'e2e-password-123' }
