// npm run lint:copy — prints every finding of the Arabic copy lint with its file and key, then the
// counts per rule; exits 1 when there is any. The same lint runs in `npm test` (tests/unit/copy-lint.test.ts).
import { copyEntries, lintCopy, productCopy, report } from './lint.ts'

const sources = productCopy()
const findings = lintCopy(sources)
console.log(report(findings, copyEntries(sources).length))
process.exit(findings.length > 0 ? 1 : 0)
