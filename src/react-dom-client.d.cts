export function loadReactDomClient(): typeof import('react-dom/client')
