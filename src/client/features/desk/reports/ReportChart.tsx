import { useEffect, useRef } from 'react'
import uPlot from 'uplot'
import 'uplot/dist/uPlot.min.css'

/** One plotted column: its name as read, and a value per row. */
export interface ChartSeries {
  label: string
  values: number[]
}

const COLOURS = ['#1f6f8b', '#d9822b']
const WIDTH = 720
const HEIGHT = 260

/**
 * A report's chart (uPlot, in the Reports chunk only): one or two series over the rows, each on
 * its own axis, the first as bars (lines for days), the second as a line; the rows' labels along the bottom. Drawn on a canvas, so the
 * table beside it carries the figures for those who do not see it.
 */
export function ReportChart({
  title,
  labels,
  series,
  lines = false,
}: {
  title: string
  labels: string[]
  series: ChartSeries[]
  lines?: boolean
}) {
  const holder = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (!holder.current || labels.length === 0) return
    const bars = lines ? undefined : uPlot.paths.bars?.({ size: [0.6, 64] })
    const chart = new uPlot(
      {
        width: Math.min(WIDTH, holder.current.clientWidth || WIDTH),
        height: HEIGHT,
        title,
        scales: { x: { time: false } },
        axes: [
          {
            values: (_plot, ticks) => ticks.map((tick) => labels[tick] ?? ''),
            space: 48,
          },
          ...series.map((one, index) => ({
            scale: one.label,
            label: one.label,
            side: index === 0 ? 3 : 1,
            grid: { show: index === 0 },
            stroke: COLOURS[index],
          })),
        ],
        series: [
          {},
          ...series.map((one, index) => ({
            label: one.label,
            scale: one.label,
            stroke: COLOURS[index],
            // The first series as bars (but for the days), the second as a line over them.
            ...(index === 0 && bars ? { paths: bars, fill: `${COLOURS[index]}99` } : {}),
            points: { show: index > 0 || lines },
          })),
        ],
      },
      [labels.map((_label, index) => index), ...series.map((one) => one.values)],
      holder.current,
    )
    return () => chart.destroy()
  }, [title, labels, series, lines])
  return <div ref={holder} role="img" aria-label={title} />
}
