// Reads a Chrome trace-event JSON file with Chrome DevTools' own trace engine (the model behind
// the Performance panel, published as @paulirish/trace_engine) and prints what it found as JSON:
// every process and thread with its name and its slices (name, start and duration in µs).
// tests/test_pipeline_trace.py runs it; .ci/run installs the engine into tests/tools/node_modules
// (`npm ci --prefix tests/tools`).
import {analyzeTrace} from '@paulirish/trace_engine/analyze-trace.mjs';

const {parsedTrace} = await analyzeTrace(process.argv[2]);
const data = parsedTrace.data ?? parsedTrace;
const threads = [];
for (const [pid, proc] of data.Renderer.processes) {
  for (const [tid, thread] of proc.threads) {
    threads.push({
      pid, tid, name: thread.name ?? null,
      slices: thread.entries.map(e => [e.name, e.ts, e.dur ?? 0]),
    });
  }
}
const processes = Object.fromEntries([...(data.Meta.processNames ?? new Map())].map(([pid, ev]) => [pid, ev.args.name]));
console.log(JSON.stringify({processes, threads, bounds: data.Meta.traceBounds}));
