const base = 'http://127.0.0.1:3998';
for (const qs of process.argv.slice(2)) {
  const times = [];
  for (let i = 0; i < 40; i++) {
    const t = performance.now();
    const r = await fetch(`${base}/api/properties?${qs}`, { headers: { 'accept-encoding': 'br' } });
    await r.arrayBuffer();
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  console.log(`${qs.padEnd(60)} median ${times[20].toFixed(1)} p95 ${times[38].toFixed(1)}`);
}
