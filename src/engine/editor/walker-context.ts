import { type ComponentType, createContext, useContext } from 'react'
import type { ControlProps } from './control-props.ts'

/**
 * The walker itself, for controls that hold other fields (objects, lists): they recurse through
 * it without importing it, so the editor's modules form no import cycle.
 */
export const WalkerContext = createContext<ComponentType<ControlProps> | null>(null)

export function useWalker(): ComponentType<ControlProps> {
  const Walker = useContext(WalkerContext)
  if (!Walker) throw new Error('Object and list controls render inside the FieldEditor')
  return Walker
}
