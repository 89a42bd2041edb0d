// The CPU of one process tree, kept across readings of the process table and split by family
// (scripts/cpu/family.ts). A process that ends takes its CPU into its parent's cutime/cstime, so a tree
// summed only from its live processes would, by its end, count everything as its root's. Here every process
// ever seen in the tree keeps its last reading, and a parent's reaped CPU counts only for what its seen
// children do not explain (children too short-lived to be seen between two readings, and a seen child's last
// moments), in the parent's family.
import { FAMILIES, type Family, familyOf } from './family.js'
import type { ProcessReading } from './processTable.js'

interface Member {
  reading: ProcessReading
  family: Family
  /** The member it was first seen under ('' for the root or a member of the group). */
  parent: string
  alive: boolean
  /** The parent pid it was first seen with. */
  firstPpid: number
  /** Re-parented since (daemonised, or its parent ended first): its CPU is not in that parent's cutime. */
  escaped: boolean
}

/** CPU seconds per family: `own` from the processes seen, `reaped` what their parents reaped unseen. */
export type FamilyCpu = Record<Family, { own: number; reaped: number }>

const key = (reading: ProcessReading) => `${reading.pid}:${reading.start}`

export class TreeCpu {
  private readonly members = new Map<string, Member>()

  /** The tree under `rootPid`, and with `group` every process of that process group as well. */
  constructor(
    private readonly rootPid: number,
    private readonly group?: number,
  ) {}

  /** Takes in one reading of the whole process table. */
  observe(table: ProcessReading[]): void {
    const live = new Map(table.map((reading) => [key(reading), reading]))
    for (const [id, member] of this.members) {
      const now = live.get(id)
      if (!now) {
        member.alive = false
        continue
      }
      if (now.ppid !== member.firstPpid) member.escaped = true
      // A zombie (ended, not yet reaped) shows no command line: it keeps the one it ran with.
      member.reading = now.cmd ? now : { ...now, cmd: member.reading.cmd }
      member.family = familyOf(member.reading.comm, member.reading.cmd)
    }
    const livePids = new Map<number, string>()
    for (const [id, member] of this.members) if (member.alive) livePids.set(member.reading.pid, id)
    // Parents before children: a child is taken in once its parent is, so repeat until nothing is added.
    for (let added = true; added; ) {
      added = false
      for (const [id, reading] of live) {
        if (this.members.has(id)) continue
        const parent = livePids.get(reading.ppid)
        const inGroup = this.group !== undefined && reading.pgid === this.group
        // The root is taken in at its first sighting only: a later process with its pid is another one.
        const isRoot = reading.pid === this.rootPid && this.members.size === 0
        if (!isRoot && parent === undefined && !inGroup) continue
        this.members.set(id, {
          reading,
          family: familyOf(reading.comm, reading.cmd),
          parent: parent ?? '',
          firstPpid: reading.ppid,
          alive: true,
          escaped: false,
        })
        livePids.set(reading.pid, id)
        added = true
      }
    }
  }

  /** Whether any process of the tree is still running. */
  get running(): boolean {
    return [...this.members.values()].some((member) => member.alive)
  }

  /** The processes seen so far. */
  get seen(): number {
    return this.members.size
  }

  /** CPU seconds (as last seen) of the processes that left the tree's parents: no parent of it reaps them. */
  escapedSeconds(ticksPerSecond = 100): number {
    let ticks = 0
    for (const member of this.members.values())
      if (member.escaped) ticks += member.reading.own + member.reading.reaped
    return ticks / ticksPerSecond
  }

  /**
   * The `count` costliest commands so far, CPU seconds summed over the processes that ran each (numbers in
   * a command line are masked: postgres' backends, a port, a temporary folder count as one command).
   */
  byCommand(
    count: number,
    ticksPerSecond = 100,
  ): { command: string; processes: number; seconds: number }[] {
    const explained = this.explainedByParent()
    const commands = new Map<string, { processes: number; ticks: number }>()
    for (const [id, member] of this.members) {
      const { comm, cmd, own, reaped } = member.reading
      const command = (cmd || `[${comm}]`).replace(/\d+/g, '#').slice(0, 140)
      const sum = commands.get(command) ?? { processes: 0, ticks: 0 }
      const unseen = Math.max(0, reaped - (explained.get(id) ?? 0))
      commands.set(command, { processes: sum.processes + 1, ticks: sum.ticks + own + unseen })
    }
    return [...commands]
      .map(([command, { processes, ticks }]) => ({
        command,
        processes,
        seconds: ticks / ticksPerSecond,
      }))
      .sort((a, b) => b.seconds - a.seconds)
      .slice(0, count)
  }

  /** What each member's ended, seen children spent (as last seen), by the member's key. */
  private explainedByParent(): Map<string, number> {
    const explained = new Map<string, number>()
    for (const member of this.members.values()) {
      if (member.alive || member.escaped || !member.parent) continue
      const { own, reaped } = member.reading
      explained.set(member.parent, (explained.get(member.parent) ?? 0) + own + reaped)
    }
    return explained
  }

  /** CPU seconds per family so far (`ticksPerSecond`: `getconf CLK_TCK`). */
  byFamily(ticksPerSecond = 100): FamilyCpu {
    const cpu = Object.fromEntries(
      FAMILIES.map((family) => [family, { own: 0, reaped: 0 }]),
    ) as FamilyCpu
    const explained = this.explainedByParent()
    for (const [id, member] of this.members) {
      cpu[member.family].own += member.reading.own / ticksPerSecond
      const unseen = member.reading.reaped - (explained.get(id) ?? 0)
      cpu[member.family].reaped += Math.max(0, unseen) / ticksPerSecond
    }
    return cpu
  }
}
