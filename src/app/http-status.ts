import { createContext, useContext } from 'react'

/** Where a server render records the status its page answers with. */
export interface HttpStatusSink {
  status: number
}

export const HttpStatusContext = createContext<HttpStatusSink | null>(null)

/** Marks the page being rendered on the server with an HTTP status (e.g. 404); nothing in the browser. */
export function useHttpStatus(status: number) {
  const sink = useContext(HttpStatusContext)
  if (sink) sink.status = status
}
