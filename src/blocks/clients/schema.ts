import * as z from 'zod/mini'
import { blockType } from '../../../schemas/block-type.ts'
import { heading, image, itemId, labelled, list, listRule, localized, localizedLine } from '../../../schemas/fields.ts'
import { categories, categoryFilters, categoryListRule } from '../../../schemas/blocks/filters.ts'
import { partnerDetail } from '../partners/schema.ts'
import { itemTitles } from '../../../schemas/item-title.ts'

export const clientItem = z.object({
  id: itemId('client'),
  name: labelled(localizedLine({ en: 'New client', ar: 'عميل جديد' }), 'Name', 'الاسم'),
  logo: labelled(image(), 'Logo', 'الشعار'),
  description: labelled(localized(), 'Short description', 'وصف مختصر'),
  details: labelled(list(partnerDetail, 60), 'Details', 'التفاصيل'),
  categories: categories(),
})

/**
 * Our clients block 2: the client grid with the industry and solution filters, paged; a card
 * opens the client's details (spec §3: 'Client: same [as a partner] plus categories').
 */
/** spec §9: clients a page. */
export const CLIENTS_PER_PAGE = 15

export const clientsSchema = listRule(
  labelled(
    z.object({
      ...heading(),
      filters: categoryFilters(),
      clients: labelled(list(clientItem, 1000), 'Clients', 'العملاء'),
    }),
    'Clients',
    'العملاء',
  ),
  categoryListRule('clients', CLIENTS_PER_PAGE),
)

/** The clients block: its key, written here once, and its schema. */
export const clientsType = blockType(
  'clients',
  itemTitles(clientsSchema, {
    'filters.industries': 'name',
    'filters.solutions': 'name',
    clients: 'name',
    'clients.details': null,
    'clients.details.items': null,
  }),
)
