import { advanceSimulation, SIMULATION, START_SIMULATION } from '@report/contracts/rules/download-tasks'
import { useEffect, useState } from 'react'

/** spec 3 §4 simulated progress: a 2-second tick of random increments until it stops (beyond 90 %, or after the rounds). */
export function useSimulatedProgress(schedule: 'custom' | 'report'): number {
  const [sim, setSim] = useState(START_SIMULATION)
  useEffect(() => {
    if (sim.stopped) return
    const timer = setTimeout(() => setSim((s) => advanceSimulation(s, Math.random, schedule)), SIMULATION.tickMs)
    return () => clearTimeout(timer)
  }, [sim, schedule])
  return Math.floor(sim.value)
}
