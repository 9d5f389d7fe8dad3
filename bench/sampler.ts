/**
 * Watches the server process from outside while the load runs: its resident memory (the §8 budget is
 * RSS < 400 MB under load) and how the two cores were shared between the server, the load generator
 * (this process) and everything else (PostgreSQL's backends, when it is the database).
 */
import { readdirSync, readFileSync } from 'node:fs';

// Linux reports CPU times in USER_HZ ticks, 100 per second on every architecture Node supports.
const TICKS_PER_SECOND = 100;

export interface UsageReport {
  /** Highest VmRSS seen, in MB: the server process and its workers together. */
  rssPeakMb: number;
  /** CPU used while sampling, in % of one core (200 % = both cores of a 2-core machine); the server's workers included. */
  serverCpuPercent: number;
  loadGeneratorCpuPercent: number;
  machineCpuPercent: number;
}

export interface UsageSampler {
  stop(): UsageReport;
}

/**
 * The process and its descendants (the workers of WEB_CONCURRENCY), from /proc/<pid>/task/<tid>/children:
 * a few small reads, cheap enough for every 200 ms tick.
 */
function processTree(pid: number): number[] {
  const found = [pid];
  for (let index = 0; index < found.length; index++) {
    const parent = found[index] ?? 0;
    try {
      for (const task of readdirSync(`/proc/${parent}/task`)) {
        const children = readFileSync(`/proc/${parent}/task/${task}/children`, 'utf8').trim();
        if (children) found.push(...children.split(/\s+/).map(Number));
      }
    } catch {
      // Gone meanwhile: its memory and CPU are no longer there to count.
    }
  }
  return found;
}

/** VmRSS of one process in MB; 0 once it has gone. */
function processRssMb(pid: number): number {
  try {
    const match = /^VmRSS:\s+(\d+)\s+kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) / 1024 : 0;
  } catch {
    // The process has gone; the caller notices elsewhere.
    return 0;
  }
}

/** Resident memory of the server: the process plus its worker processes, in MB (shared pages counted in each). */
export function readRssMb(pid: number): number {
  return processTree(pid).reduce((sum, member) => sum + processRssMb(member), 0);
}

/** utime + stime of a process, in seconds. */
function processCpuSeconds(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name may contain spaces, so count fields from after its closing parenthesis (field 3 on).
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

/**
 * CPU seconds of the server's processes so far, by process id: a worker started meanwhile counts from zero,
 * one that ended in between is not counted.
 */
function serverCpuByPid(pid: number): Map<number, number> {
  return new Map(processTree(pid).map((member) => [member, processCpuSeconds(member)]));
}

function cpuSince(now: Map<number, number>, before: Map<number, number>): number {
  let total = 0;
  for (const [pid, seconds] of now) total += seconds - (before.get(pid) ?? 0);
  return total;
}

/**
 * CPU seconds used so far by each PostgreSQL backend serving one database (their process titles name it,
 * e.g. "postgres: 15/main: postgres aangan_bench_alerts 127.0.0.1(44232) idle"), by process id.
 */
function postgresCpuByPid(database: string): Map<number, number> {
  const found = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const title = readFileSync(`/proc/${entry}/cmdline`, 'utf8');
      if (title.startsWith('postgres: ') && title.includes(` ${database} `)) {
        found.set(Number(entry), processCpuSeconds(Number(entry)));
      }
    } catch {
      // Gone meanwhile, or not ours to read.
    }
  }
  return found;
}

/** What the database's backends spent since `before`; one that ended in between is not counted. */
function postgresCpuSince(database: string, before: Map<number, number>): number {
  return cpuSince(postgresCpuByPid(database), before);
}

export interface CpuSpend {
  seconds: number;
  /** CPU seconds over the span: the database's backends, the server process, this process. */
  database: number;
  server: number;
  bench: number;
}

/** Where the CPU went between now and stop(): who did the work, whatever else kept the machine busy. */
export function startCpuMeter(database: string, serverPid: number): { stop(): CpuSpend } {
  const started = performance.now();
  const databaseStart = postgresCpuByPid(database);
  const serverStart = serverCpuByPid(serverPid);
  const benchStart = process.cpuUsage();
  return {
    stop() {
      const bench = process.cpuUsage(benchStart);
      return {
        seconds: (performance.now() - started) / 1_000,
        database: postgresCpuSince(database, databaseStart),
        server: cpuSince(serverCpuByPid(serverPid), serverStart),
        bench: (bench.user + bench.system) / 1e6,
      };
    },
  };
}

/** Busy seconds of all cores together, from the first line of /proc/stat (idle and iowait are not busy). */
function machineBusySeconds(): number {
  const first = readFileSync('/proc/stat', 'utf8').split('\n', 1)[0] ?? '';
  const ticks = first.trim().split(/\s+/).slice(1).map(Number);
  const idle = (ticks[3] ?? 0) + (ticks[4] ?? 0);
  return (ticks.reduce((sum, value) => sum + value, 0) - idle) / TICKS_PER_SECOND;
}

/** Starts sampling RSS every `intervalMs`; CPU is measured between start and stop. */
export function startSampler(pid: number, intervalMs = 200): UsageSampler {
  const startedAt = performance.now();
  const serverCpuStart = serverCpuByPid(pid);
  const ownCpuStart = process.cpuUsage();
  const machineStart = machineBusySeconds();
  let rssPeakMb = readRssMb(pid);
  const timer = setInterval(() => {
    rssPeakMb = Math.max(rssPeakMb, readRssMb(pid));
  }, intervalMs);
  return {
    stop() {
      clearInterval(timer);
      rssPeakMb = Math.max(rssPeakMb, readRssMb(pid));
      const seconds = (performance.now() - startedAt) / 1_000;
      const own = process.cpuUsage(ownCpuStart);
      const percent = (busy: number) => (seconds > 0 ? (busy / seconds) * 100 : 0);
      return {
        rssPeakMb,
        serverCpuPercent: percent(cpuSince(serverCpuByPid(pid), serverCpuStart)),
        loadGeneratorCpuPercent: percent((own.user + own.system) / 1e6),
        machineCpuPercent: percent(machineBusySeconds() - machineStart),
      };
    },
  };
}

/** How busy the machine is with nothing of ours running: other work there lowers every figure. */
export async function measureMachineCpu(milliseconds = 1_000): Promise<number> {
  const busyStart = machineBusySeconds();
  const started = performance.now();
  await new Promise((resolve) => setTimeout(resolve, milliseconds));
  return ((machineBusySeconds() - busyStart) / ((performance.now() - started) / 1_000)) * 100;
}

/**
 * Waits (at most `maxSeconds`) until the machine is nearly idle. When autocannon stops, the requests it
 * abandons keep the server and PostgreSQL busy for a while (seconds at a million rows); timing the
 * sequential sample in that backlog would measure it instead of the query.
 */
export async function waitUntilQuiet(maxSeconds = 20, busyPercent = 40): Promise<void> {
  const deadline = performance.now() + maxSeconds * 1_000;
  while (performance.now() < deadline) {
    if ((await measureMachineCpu(250)) < busyPercent) return;
  }
}
