import { type Path, pathKey } from '../../../schemas/paths.ts'

type At = { x: number; y: number } | true

/**
 * Plain texts clicked while the editor's code loaded, by block and field: each starts being
 * typed where it stands as its in-place editor first draws (src/engine/editor/in-place-text.tsx).
 */
const starts = new Map<string, At>()
const keyOf = (blockId: string, path: Path) => `${blockId}:${pathKey(path)}`

export function startInPlaceLater(blockId: string, path: Path, at: At) {
  starts.set(keyOf(blockId, path), at)
}

/** Where the text was clicked (true: pressed with a key), once; undefined when it was not. */
export function takeInPlaceStart(blockId: string, path: Path): At | undefined {
  const key = keyOf(blockId, path)
  const at = starts.get(key)
  starts.delete(key)
  return at
}
