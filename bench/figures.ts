/**
 * A figure the benchmark reports against a target (the performance issue's table): printed in
 * one summary and written with the results, whichever benchmark measured it.
 */
export interface Figure {
  figure: string
  measured: string
  target: string
  /** null when the figure could not be measured in this run. */
  met: boolean | null
}

export interface BenchResult {
  title: string
  rows: string[][]
  passed: boolean
  figures?: Figure[]
}

export const percent = (ratio: number) => `${Math.round(ratio * 100)} %`
