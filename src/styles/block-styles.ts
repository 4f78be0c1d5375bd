// Every widget's and block's styles travel with the first stylesheet, so server-rendered HTML is
// styled before (and without) any block's code. Vite hoists an eager glob's imports above its
// module's own imports, so they live here, imported by src/main.tsx after the shared sheets: the
// built stylesheet is base.css, the shared sheets, the widgets', then the blocks' (a block's rule
// refines a shared one of the same weight). tests/unit/style-order.test.ts keeps that order.
import.meta.glob('../widgets/**/*.css', { eager: true })
import.meta.glob('../blocks/**/*.css', { eager: true })
