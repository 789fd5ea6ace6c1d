// A small inline-SVG bar chart (no chart library): one group per label, one bar per series.

export interface BarSeries {
  name: string;
  color: string;
  values: number[];
}

export function BarChart({
  labels,
  series,
  title,
}: {
  labels: string[];
  series: BarSeries[];
  title: string;
}) {
  const width = 640;
  const height = 200;
  const top = 10;
  const bottom = 24;
  const max = Math.max(1, ...series.flatMap((item) => item.values.map(Math.abs)));
  const group = width / Math.max(1, labels.length);
  const bar = Math.max(2, (group * 0.8) / Math.max(1, series.length));
  const scale = (value: number) => (Math.abs(value) / max) * (height - top - bottom);
  return (
    <figure className="bo-chart">
      <svg viewBox={`0 0 ${width} ${height}`} role="img" aria-label={title} preserveAspectRatio="none">
        <line
          x1={0}
          x2={width}
          y1={height - bottom}
          y2={height - bottom}
          stroke="currentColor"
          opacity={0.3}
        />
        {labels.map((label, index) => (
          <g key={label}>
            {series.map((item, serie) => {
              const value = item.values[index] ?? 0;
              const h = scale(value);
              return (
                <rect
                  key={item.name}
                  x={index * group + group * 0.1 + serie * bar}
                  y={height - bottom - h}
                  width={bar - 1}
                  height={h}
                  fill={item.color}
                >
                  <title>{`${label} ${item.name}: ${value}`}</title>
                </rect>
              );
            })}
            {labels.length <= 16 || index % Math.ceil(labels.length / 16) === 0 ? (
              <text
                x={index * group + group / 2}
                y={height - 6}
                fontSize={11}
                textAnchor="middle"
                fill="currentColor"
              >
                {label.length > 8 ? label.slice(-5) : label}
              </text>
            ) : null}
          </g>
        ))}
      </svg>
      <figcaption className="bo-legend">
        {series.map((item) => (
          <span key={item.name}>
            <span className="bo-legend__swatch" style={{ background: item.color }} /> {item.name}
          </span>
        ))}
      </figcaption>
    </figure>
  );
}
