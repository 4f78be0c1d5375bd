import type { i18n as I18n } from 'i18next'
import { useI18n } from './translation.tsx'

/** The namespace of the strings only editors see (public/locales/{lng}/editor.json). */
export const EDITOR_NS = 'editor'

const loading = new WeakMap<I18n, Promise<unknown>>()

/**
 * The editor's and the admin pages' strings, kept out of the visitors' translation file (and so
 * out of every server-rendered page, which carries that file): read once edit mode or an admin
 * page opens, for the language shown and, once asked for, every other one. Suspends until they
 * are there. Any string not in the visitors' namespace is then looked up in this one.
 */
export function useEditorStrings() {
  const { i18n } = useI18n()
  if (i18n.hasLoadedNamespace(EDITOR_NS)) return
  let pending = loading.get(i18n)
  if (!pending) {
    i18n.options.fallbackNS = [EDITOR_NS]
    pending = i18n.loadNamespaces(EDITOR_NS)
    loading.set(i18n, pending)
  }
  throw pending
}
