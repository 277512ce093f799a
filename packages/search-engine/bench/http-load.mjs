// Load generator for bench/http.bench.ts, run as a child process so that it does not share the
// server's CPU accounting. Argument: JSON { url, connections, duration, requests }.
// Prints autocannon's result as JSON on stdout.
import autocannon from 'autocannon'

const options = JSON.parse(process.argv[2])
const result = await autocannon(options)
process.stdout.write(JSON.stringify(result))
