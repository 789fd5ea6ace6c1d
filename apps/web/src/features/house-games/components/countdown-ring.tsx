// A ring that empties as the time left runs out, with the seconds in the middle.

export interface CountdownRingProps {
  msLeft: number;
  totalMs: number;
  label: string;
  size?: number;
}

export function CountdownRing({ msLeft, totalMs, label, size = 88 }: CountdownRingProps) {
  const radius = size / 2 - 6;
  const circumference = 2 * Math.PI * radius;
  const fraction = totalMs > 0 ? Math.max(0, Math.min(1, msLeft / totalMs)) : 0;
  const seconds = Math.ceil(Math.max(0, msLeft) / 1000);
  return (
    <div className="countdown-ring" role="timer" aria-label={label} style={{ width: size, height: size }}>
      <svg width={size} height={size} viewBox={`0 0 ${size} ${size}`} aria-hidden="true">
        <circle className="countdown-ring__track" cx={size / 2} cy={size / 2} r={radius} />
        <circle
          className={`countdown-ring__bar${seconds <= 5 ? ' countdown-ring__bar--urgent' : ''}`}
          cx={size / 2}
          cy={size / 2}
          r={radius}
          strokeDasharray={circumference}
          strokeDashoffset={circumference * (1 - fraction)}
          transform={`rotate(-90 ${size / 2} ${size / 2})`}
        />
      </svg>
      <span className="countdown-ring__value">{String(seconds).padStart(2, '0')}</span>
    </div>
  );
}
