import type { Plugin } from 'vite'

const MODULE = /i18next-browser-languagedetector[\\/].*\.js$/
const PROBE =
  /let canCookies = false;\s*try \{[^}]*document\.cookie;\s*canCookies = true;[^}]*\} catch \(e\) \{\}\s*const order = (\[[^\]]*\]);\s*if \(!canCookies\) order\.splice\(1, 1\);/
const ORDER_DEFAULT = /(const getDefaults = \(\) => \(\{\s*)order,/

/**
 * The language detector reads `document.cookie` as its module is evaluated, to drop 'cookie' from
 * its default order where cookies throw. When a trace is recorded (every Lighthouse run), Chromium
 * notes where a cookie read came from, and V8 re-parses the script whose top level is running to
 * say so: the whole site chunk, 12–18 ms of a phone's blocking time on every page. Here the probe
 * runs when the defaults are asked for, inside a small function. We pass our own order anyway.
 */
export function lazyCookieProbe(): Plugin {
  return {
    name: 'lazy-cookie-probe',
    enforce: 'pre',
    transform(code, id) {
      if (!MODULE.test(id)) return undefined
      const probe = PROBE.exec(code)
      if (!probe || !ORDER_DEFAULT.test(code))
        throw new Error('lazy-cookie-probe: i18next-browser-languagedetector changed; check its cookie probe')
      const lazy = `const defaultOrder = () => {\n  const order = ${probe[1]};\n  try {\n    document.cookie;\n  } catch (e) {\n    order.splice(1, 1);\n  }\n  return order;\n};`
      return { code: code.replace(PROBE, lazy).replace(ORDER_DEFAULT, '$1order: defaultOrder(),'), map: null }
    },
  }
}
