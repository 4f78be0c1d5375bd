// React DOM's client, required when first asked for rather than with the site chunk: the bundler
// hoists an ES import of a CommonJS module to the top of the importing chunk, where its module
// body (all of React DOM's set-up) would run in the same task as the rest of the chunk. A require
// inside a function runs when the function is called: src/main.tsx calls it in a task of its own.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the point of this file
module.exports.loadReactDomClient = () => require('react-dom/client')
