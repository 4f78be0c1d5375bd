// What the entry (src/main.tsx) imports once the site chunk has run and every block type's schema
// has been evaluated: the registry and the app.
export { blocks } from '../../registry/index.ts'
export { App } from './app.tsx'
