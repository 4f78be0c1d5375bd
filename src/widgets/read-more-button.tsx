import { useI18n } from '../i18n/translation.tsx'

/**
 * A logo card's "Read more" (clients, partners, awards): it stretches over the whole card, so a
 * click anywhere on the card opens the card's details dialog; its label names the card.
 */
export function ReadMoreButton({ name, className, onClick }: { name: string; className: string; onClick: () => void }) {
  const { t } = useI18n()
  return (
    <button
      type="button"
      className={`stretched-link logo-card__open ${className}`}
      aria-haspopup="dialog"
      aria-label={`${t('Read more')}: ${name}`}
      onClick={onClick}
    >
      {t('Read more')}
    </button>
  )
}
