// Clients of bench/attack.bench.ts, run as a child process so that the shopper's and attackers'
// own request handling does not share the server's event loop (in a shop they are browsers).
// Standard input: JSON { url, headers, seconds, rounds, attackers, shopperBodies, attacks }, where each
// attack is { path, body (base64), headers }. Runs `rounds` times a phase of shopper searches
// alone, then one with `attackers` connections sending the attacks back to back; prints JSON
// { alone: ms[], attacked: ms[], statuses: { [status]: n }, messages: { [status]: text },
// attackTimes: ms[] }.

import { text } from 'node:stream/consumers'

const options = JSON.parse(await text(process.stdin))
const attacks = options.attacks.map((attack) => ({
  ...attack,
  body: Buffer.from(attack.body, 'base64'),
}))

async function shopper(seconds, times) {
  const end = performance.now() + seconds * 1000
  for (let i = 0; performance.now() < end; i++) {
    const started = performance.now()
    const res = await fetch(`${options.url}/1/indexes/*/queries`, {
      method: 'POST',
      headers: options.headers,
      body: options.shopperBodies[i % options.shopperBodies.length],
    })
    await res.arrayBuffer()
    if (res.status !== 200) throw new Error(`shopper search answered ${res.status}`)
    times.push(performance.now() - started)
  }
}

async function attacker(offset, until, statuses, messages, attackTimes) {
  for (let i = offset; !until(); i++) {
    const attack = attacks[i % attacks.length]
    const started = performance.now()
    const res = await fetch(options.url + attack.path, {
      method: 'POST',
      headers: { ...options.headers, ...attack.headers },
      body: attack.body,
    }).catch(() => undefined)
    if (!res) continue
    const answer = await res.text()
    statuses[res.status] = (statuses[res.status] ?? 0) + 1
    if (res.status !== 200) messages[res.status] ??= answer.slice(0, 200)
    if (res.status === 200) attackTimes.push(performance.now() - started)
  }
}

const alone = []
const attacked = []
const statuses = {}
const messages = {}
const attackTimes = []
for (let round = 0; round < options.rounds; round++) {
  await shopper(options.seconds, alone)
  let stop = false
  const running = Array.from({ length: options.attackers }, (_, k) =>
    attacker(k, () => stop, statuses, messages, attackTimes),
  )
  // Let the attackers' first requests reach the server before the shopper measures.
  await new Promise((resolve) => setTimeout(resolve, 200))
  await shopper(options.seconds, attacked)
  stop = true
  await Promise.all(running)
}
process.stdout.write(JSON.stringify({ alone, attacked, statuses, messages, attackTimes }))
