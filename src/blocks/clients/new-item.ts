import { listItems } from '../../../schemas/item-meta.ts'
import { clientsSchema } from './schema.ts'

// Editor-only (src/engine/editor/new-items.ts loads it): visitors never download a new client.
/** spec §5: a new client: named by its name, a default logo and text. */
listItems(clientsSchema, 'clients', {
  start: {
    logo: { src: '/media/clients/client-default.svg', width: 240, height: 120 },
    description: {
      en: 'A short description of this client and the learning we built together.',
      ar: 'وصف مختصر لهذا العميل ولتجربة التعلّم التي بنيناها معًا.',
    },
  },
})
