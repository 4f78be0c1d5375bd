// The baseline: node:http answering the same bytes and content type the product serves.
import { readFileSync } from 'node:fs'
import { createServer } from 'node:http'

const body = readFileSync(process.argv[2])
const server = createServer((_req, res) => {
  res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': body.length })
  res.end(body)
})
server.listen(Number(process.argv[3]), '127.0.0.1', () => console.log('ready'))
