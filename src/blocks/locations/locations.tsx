import { useI18n } from '../../i18n/translation.tsx'
import type { locationsSchema } from './schema.ts'
import { useOptionalBlock } from '../../engine/block-context.tsx'
import type { BlockProps } from '../../engine/block-definition.ts'
import { Editable } from '../../engine/editable.ts'
import { type Fields, fieldsOf } from '../../engine/fields.ts'
import { useLocalize } from '../../i18n/localize.ts'
import { Carousel } from '../../widgets/carousel/carousel.tsx'

type Location = BlockProps<typeof locationsSchema>['content']['locations'][number]

/** spec §2: the map link searches a maps service for the card's gmaps_query. */
export const mapSearchUrl = (query: string) => `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`

function LocationCard({ location, editing }: { location: Fields<Location>; editing: boolean }) {
  const { t } = useI18n()
  const localize = useLocalize()
  const lines = localize(location.address.$value)
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean)
  const query = location.gmaps_query.$value
  return (
    <article className="media-card location-card">
      <Editable.Image field={location.image} className="media-card__image location-card__image" sizes="(min-width: 900px) 380px, 85vw" />
      <div className="location-card__body">
        <Editable.Text field={location.country} as="h3" className="location-card__country" />
        <Editable.Area field={location.address}>
          <address className="location-card__address">
            {(lines.length ? lines : editing ? ['…'] : []).map((line, i) => (
              <span key={i}>{line}</span>
            ))}
          </address>
        </Editable.Area>
        {editing ? (
          <div className="location-card__edit-map">
            <Editable.Text field={location.map_link} className="location-card__map" />
            <Editable.Area field={location.gmaps_query} className="location-card__query">
              <bdi>{query || '…'}</bdi>
            </Editable.Area>
          </div>
        ) : (
          query && (
            <a className="location-card__map" href={mapSearchUrl(query)} target="_blank" rel="noopener noreferrer">
              {localize(location.map_link.$value)}
              <span className="visually-hidden"> {t('(opens in a new tab)')}</span>
            </a>
          )
        )}
      </div>
    </article>
  )
}

/** Contact block 3: our offices as a slider of cards — image, country, address and a map link. */
export default function Locations({ content }: BlockProps<typeof locationsSchema>) {
  const f = fieldsOf(content)
  const localize = useLocalize()
  const editing = !!useOptionalBlock()?.editing
  return (
    <Editable.SectionFrame className="locations section" head={{ title: f.main_title, reveal: 0.2 }}>
      {editing ? (
        <Editable.List field={f.locations}>
          <ul className="card-grid locations__grid">
            {f.locations.$items.map((location) => (
              <li key={location.$value.id}>
                <LocationCard location={location} editing />
              </li>
            ))}
          </ul>
        </Editable.List>
      ) : (
        <Carousel
          mode="manual"
          items={f.locations.$items}
          keyOf={(l) => l.$value.id}
          renderSlide={(location) => <LocationCard location={location} editing={false} />}
          label={localize(content.main_title)}
          className="locations__slider"
        />
      )}
    </Editable.SectionFrame>
  )
}
