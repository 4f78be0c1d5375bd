// React DOM's client, required when first asked for rather than with the site chunk: the bundler
// hoists an ES import of a CommonJS module to the top of the importing chunk, where its module
// body (all of React DOM's set-up) would run in the same task as the rest of the chunk. A require
// inside a function runs when the function is called: src/main.tsx calls it in a task of its own.
//
// React DOM's set-up makes three Error objects (its internal Suspense signals). While a trace is
// recorded (every Lighthouse run), each new Error's stack has V8 re-parse every function on it for
// source positions, here React DOM's whole module body (about 200 KB): ~11 ms of a phone's
// blocking time on every page. Those signals are thrown and caught inside React and never shown,
// so they are made without a stack: no stack trace limit while the module is set up.
module.exports.loadReactDomClient = () => {
  const limit = Error.stackTraceLimit
  delete Error.stackTraceLimit
  try {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- the point of this file
    return require('react-dom/client')
  } finally {
    Error.stackTraceLimit = limit
  }
}
