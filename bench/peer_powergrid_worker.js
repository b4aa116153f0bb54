// A long-lived worker for bench/bench_peer.py: plays uniform-random Power Grid games on
// boardgamers/powergrid (TypeScript, built to dist/), with the policy of
// ../shared/bench/powergrid_random_bench.js and bench/bench_power_grid.py (every legal move
// equally likely; a bid is one option, its amount uniform in min..min+5).
// Usage: node peer_powergrid_worker.js PEER_ENGINE_DIR MAP
// Reads lines "players first_seed games" on stdin; answers each with one JSON line: the batch's
// CPU seconds (user + system of this process, JIT and GC threads included), moves, games ended.
const path = require('path');
const readline = require('readline');
const dir = process.argv[2];
const map = process.argv[3] || 'Germany';
const engine = require(path.join(dir, 'dist/src/engine'));
const seedrandom = require(path.join(dir, 'node_modules/seedrandom'));

function options(G, p) {
  const av = G.players[p].availableMoves || {};
  const out = [];
  for (const [name, list] of Object.entries(av)) {
    if (!list) continue;
    if (name === 'Bid') { if (list.length) out.push({ name, bid: list }); continue; }
    for (const data of list) out.push({ name, data });
  }
  return out;
}

function play(players, seed) {
  const rng = seedrandom('policy' + seed);
  let G = engine.setup(players, { map }, 'seed' + seed);
  let moves = 0;
  while (!engine.ended(G) && moves < 20000) {
    const cur = engine.currentPlayers(G);
    const p = cur[Math.floor(rng() * cur.length)];
    const opts = options(G, p);
    const o = opts[Math.floor(rng() * opts.length)];
    let mv;
    if (o.name === 'Bid') {
      const lo = o.bid[0], hi = Math.min(o.bid[o.bid.length - 1], lo + 5);
      mv = { name: 'Bid', data: lo + Math.floor(rng() * (hi - lo + 1)) };
    } else if (o.name === 'BuyResource') {
      mv = { name: o.name, data: { resource: o.data.resource } };
    } else mv = { name: o.name, data: o.data };
    G = engine.move(G, mv, p);
    moves++;
  }
  return [moves, engine.ended(G) ? 1 : 0];
}

const lines = readline.createInterface({ input: process.stdin });
lines.on('line', (line) => {
  const [players, first, games] = line.trim().split(/\s+/).map(Number);
  const before = process.cpuUsage();
  let moves = 0, ended = 0;
  for (let s = first; s < first + games; s++) { const [m, e] = play(players, s); moves += m; ended += e; }
  const used = process.cpuUsage(before);
  console.log(JSON.stringify({ cpu: (used.user + used.system) / 1e6, moves, ended, games }));
});
