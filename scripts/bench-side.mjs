// The second load of a bench case, in its own process so that it does not take the reading
// client's time: `writes` PUTs one block at a fixed rate, `flood` posts sign-ins with fresh
// e-mails at a fixed rate. Prints { status: count } as JSON when done.
import { randomBytes } from 'node:crypto'
import autocannon from 'autocannon'

// The flood's sign-ins are meant to fail: a random password no account has.
const WRONG_PASSWORD = randomBytes(12).toString('base64url')

const { mode, origin, rate, duration, token, blockId, body } = JSON.parse(process.argv[2])
let n = 0
const options =
  mode === 'writes'
    ? {
        url: `${origin}/api/v1/pages/blocks/${blockId}`,
        method: 'PUT',
        connections: 5,
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body,
      }
    : {
        url: `${origin}/api/v1/auth/login`,
        connections: 20,
        requests: [
          {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            setupRequest: (req) => ({ ...req, body: JSON.stringify({ email: `flood${n++}@bench.example`, password: WRONG_PASSWORD }) }),
          },
        ],
      }
autocannon({ ...options, overallRate: rate, duration }, (err, result) => {
  if (err) throw err
  const counts = Object.fromEntries(Object.entries(result.statusCodeStats).map(([code, s]) => [code, s.count]))
  process.stdout.write(JSON.stringify(counts))
})
