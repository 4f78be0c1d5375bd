// The baseline: node:http answering with the same body and headers the product serves.
import { readFileSync } from 'node:fs'
import { createServer } from 'node:http'

const body = readFileSync(process.argv[2])
const headers = { ...JSON.parse(readFileSync(process.argv[4], 'utf8')), 'content-length': body.length }
const server = createServer((_req, res) => {
  res.writeHead(200, headers)
  res.end(body)
})
server.listen(Number(process.argv[3]), '127.0.0.1', () => console.log('ready'))
