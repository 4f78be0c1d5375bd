import { config, locales } from 'zod/mini'

// The messages of every schema the server checks with (API bodies, content, configuration) in
// English, set here rather than as a side effect of the full `zod`, which set it only once one of
// its schemas was made. Imported by config.ts and app.ts, before any request is checked.
config(locales.en())
