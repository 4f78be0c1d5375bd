import { randomBytes } from 'node:crypto'

// The benches' own administrator on their temporary databases: from the environment, or a fresh
// random password each run (nothing to keep in the repository).
export const BENCH_ADMIN = {
  email: process.env.BENCH_ADMIN_EMAIL ?? 'bench@bench.example',
  password: process.env.BENCH_ADMIN_PASSWORD ?? randomBytes(18).toString('base64url'),
}
