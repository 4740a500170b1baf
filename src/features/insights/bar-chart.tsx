// A bar chart drawn by hand in SVG (no chart library): one bar per day, scaled to the period's largest value,
// named for screen readers by its title and total, each bar titled with its day and value.
interface BarChartProps {
  title: string;
  summary: string;
  bars: readonly { key: string; label: string; value: number; text: string }[];
}

const WIDTH = 320;
const HEIGHT = 120;

export function BarChart({ title, summary, bars }: BarChartProps) {
  const top = Math.max(1, ...bars.map((bar) => bar.value));
  const slot = WIDTH / Math.max(1, bars.length);
  return (
    <figure className="bar-chart">
      <figcaption className="bar-chart__title">
        {title} <span className="bar-chart__total">{summary}</span>
      </figcaption>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={`${title}: ${summary}`}>
        <line x1="0" y1={HEIGHT - 0.5} x2={WIDTH} y2={HEIGHT - 0.5} className="bar-chart__axis" />
        {bars.map((bar, index) => {
          const height = (bar.value / top) * (HEIGHT - 8);
          return (
            <rect
              key={bar.key}
              x={index * slot + slot * 0.15}
              y={HEIGHT - height}
              width={slot * 0.7}
              height={height}
              className="bar-chart__bar"
            >
              <title>{`${bar.label}: ${bar.text}`}</title>
            </rect>
          );
        })}
      </svg>
      {bars.length > 1 ? (
        <div className="bar-chart__range" aria-hidden="true">
          <span>{bars[0]!.label}</span>
          <span>{bars.at(-1)!.label}</span>
        </div>
      ) : null}
    </figure>
  );
}
