import autocannon from 'autocannon'

const r = await autocannon({
  url: 'http://127.0.0.1:3300/forum.html',
  connections: 10,
  duration: 8,
  headers: { 'accept-encoding': 'gzip' },
})
console.log(r.requests.average)
