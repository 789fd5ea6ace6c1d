import type { ZooSector } from '@khelo/games/zoo-roulette';

// The animals drawn, not emoji: a device without an emoji font shows emoji as empty boxes (Chromium on a
// bare Linux, older Android skins). Each is a 24 × 24 drawing in cream and dark ink, with the animal's own
// accent colour, so it reads on every sector colour at the wheel's 11 px and on the board at 32 px.

const INK = '#1f2937';
const CREAM = '#fff7e6';

function Lion() {
  // A twelve-point mane around the face.
  const mane = Array.from({ length: 24 }, (_, i) => {
    const r = i % 2 === 0 ? 11.2 : 8.6;
    const a = (i * Math.PI) / 12;
    return `${(12 + r * Math.sin(a)).toFixed(2)} ${(12.4 - r * Math.cos(a)).toFixed(2)}`;
  }).join(' L ');
  return (
    <>
      <path d={`M ${mane} Z`} fill="#f59e0b" stroke="#7c2d12" strokeWidth={0.6} strokeLinejoin="round" />
      <circle cx={7.8} cy={7.8} r={1.9} fill="#fde68a" />
      <circle cx={16.2} cy={7.8} r={1.9} fill="#fde68a" />
      <circle cx={12} cy={12.8} r={6.3} fill="#fde68a" />
      <circle cx={9.7} cy={11.6} r={0.95} fill={INK} />
      <circle cx={14.3} cy={11.6} r={0.95} fill={INK} />
      <path d="M10.6 14 H13.4 L12 15.5 Z" fill="#7c2d12" />
      <path
        d="M12 15.5 V16.4 M10.4 16.5 Q12 17.8 13.6 16.5"
        stroke="#7c2d12"
        strokeWidth={0.7}
        fill="none"
        strokeLinecap="round"
      />
    </>
  );
}

function Panda() {
  return (
    <>
      <circle cx={6.3} cy={6.6} r={3.1} fill={INK} />
      <circle cx={17.7} cy={6.6} r={3.1} fill={INK} />
      <ellipse cx={12} cy={13.2} rx={8.7} ry={7.9} fill="#fff" stroke={INK} strokeWidth={0.6} />
      <ellipse cx={8.7} cy={12.2} rx={2.3} ry={3.1} transform="rotate(35 8.7 12.2)" fill={INK} />
      <ellipse cx={15.3} cy={12.2} rx={2.3} ry={3.1} transform="rotate(-35 15.3 12.2)" fill={INK} />
      <circle cx={9.1} cy={11.7} r={0.8} fill="#fff" />
      <circle cx={14.9} cy={11.7} r={0.8} fill="#fff" />
      <ellipse cx={12} cy={15.8} rx={1.4} ry={1} fill={INK} />
      <path
        d="M10.7 17.5 Q12 18.6 13.3 17.5"
        stroke={INK}
        strokeWidth={0.7}
        fill="none"
        strokeLinecap="round"
      />
    </>
  );
}

function Monkey() {
  return (
    <>
      <circle cx={4.3} cy={12.2} r={3} fill="#b45309" stroke={CREAM} strokeWidth={0.7} />
      <circle cx={19.7} cy={12.2} r={3} fill="#b45309" stroke={CREAM} strokeWidth={0.7} />
      <circle cx={4.5} cy={12.2} r={1.5} fill="#fcd9b6" />
      <circle cx={19.5} cy={12.2} r={1.5} fill="#fcd9b6" />
      <circle cx={12} cy={11.6} r={7.8} fill="#b45309" stroke={CREAM} strokeWidth={0.7} />
      <circle cx={9.6} cy={10.6} r={2.7} fill="#fcd9b6" />
      <circle cx={14.4} cy={10.6} r={2.7} fill="#fcd9b6" />
      <ellipse cx={12} cy={14.6} rx={5.3} ry={4} fill="#fcd9b6" />
      <circle cx={9.8} cy={10.8} r={0.95} fill={INK} />
      <circle cx={14.2} cy={10.8} r={0.95} fill={INK} />
      <circle cx={11.2} cy={13.8} r={0.45} fill={INK} />
      <circle cx={12.8} cy={13.8} r={0.45} fill={INK} />
      <path
        d="M9.6 15.8 Q12 17.7 14.4 15.8"
        stroke={INK}
        strokeWidth={0.7}
        fill="none"
        strokeLinecap="round"
      />
    </>
  );
}

function Rabbit() {
  return (
    <>
      <ellipse cx={9} cy={6.4} rx={2.3} ry={5.6} transform="rotate(-12 9 6.4)" fill="#fff" />
      <ellipse cx={15} cy={6.4} rx={2.3} ry={5.6} transform="rotate(12 15 6.4)" fill="#fff" />
      <ellipse cx={9} cy={6.6} rx={1} ry={3.9} transform="rotate(-12 9 6.6)" fill="#f9a8d4" />
      <ellipse cx={15} cy={6.6} rx={1} ry={3.9} transform="rotate(12 15 6.6)" fill="#f9a8d4" />
      <ellipse cx={12} cy={15.6} rx={6.7} ry={6.1} fill="#fff" />
      <circle cx={9.6} cy={14.6} r={0.95} fill={INK} />
      <circle cx={14.4} cy={14.6} r={0.95} fill={INK} />
      <ellipse cx={12} cy={17} rx={1} ry={0.75} fill="#db2777" />
      <path
        d="M12 17.7 V18.5 M10.8 18.8 Q12 19.7 13.2 18.8 M6.8 16.8 L9.6 17.3 M17.2 16.8 L14.4 17.3"
        stroke={INK}
        strokeWidth={0.55}
        fill="none"
        strokeLinecap="round"
      />
    </>
  );
}

function Eagle() {
  return (
    <>
      <path
        d="M3 23 C3.5 16 6 11.5 10 9.5 L15.5 11 C12 14 10.5 18 11.5 23 Z"
        fill="#78350f"
        stroke={CREAM}
        strokeWidth={0.7}
      />
      <path
        d="M6.8 10.8 C6.5 6 10 3 14 3.4 C16.8 3.7 18.5 5.5 19 7.6 L15.6 11 C12.6 12.3 9.3 12.6 6.8 10.8 Z"
        fill="#fff"
      />
      <path
        d="M17.2 6.2 C20.2 6 22.5 7.9 21.8 11.6 C21.2 10.4 20.2 9.9 19.1 10.1 L16.4 10.4 Z"
        fill="#fbbf24"
        stroke="#92400e"
        strokeWidth={0.5}
        strokeLinejoin="round"
      />
      <circle cx={14.6} cy={6.9} r={0.95} fill={INK} />
      <path d="M12.8 5.6 L16.6 6.1" stroke={INK} strokeWidth={0.8} strokeLinecap="round" />
    </>
  );
}

function Peacock() {
  // Seven tail feathers fanned behind the body, each with its eye.
  const feathers = [-66, -44, -22, 0, 22, 44, 66].map((deg) => {
    const a = (deg * Math.PI) / 180;
    return { deg, x: 12 + 8.6 * Math.sin(a), y: 17 - 8.6 * Math.cos(a) };
  });
  return (
    <>
      {feathers.map((f) => (
        <g key={f.deg}>
          <path d={`M12 17 L${f.x.toFixed(2)} ${f.y.toFixed(2)}`} stroke="#166534" strokeWidth={1.2} />
          <circle cx={f.x} cy={f.y} r={2.2} fill="#a3e635" stroke="#14532d" strokeWidth={0.4} />
          <circle cx={f.x} cy={f.y} r={1.2} fill="#1d4ed8" />
          <circle cx={f.x} cy={f.y} r={0.5} fill="#fbbf24" />
        </g>
      ))}
      <path
        d="M12 22 C9.4 22 9.6 17.6 10.6 14.6 C11.1 13 11 11.2 12 10.6 C13 11.2 12.9 13 13.4 14.6 C14.4 17.6 14.6 22 12 22 Z"
        fill="#1d4ed8"
        stroke={CREAM}
        strokeWidth={0.6}
      />
      <circle cx={12} cy={10} r={1.7} fill="#1d4ed8" stroke={CREAM} strokeWidth={0.5} />
      <path d="M12 8.3 V6.4 M11 8.5 L10.2 6.8 M13 8.5 L13.8 6.8" stroke={CREAM} strokeWidth={0.45} />
      <circle cx={12} cy={6.3} r={0.5} fill="#fbbf24" />
      <circle cx={11.6} cy={9.8} r={0.45} fill={CREAM} />
    </>
  );
}

function Pigeon() {
  return (
    <>
      <path d="M18.5 14 L23.5 12.2 L22.6 17 Z" fill="#94a3b8" stroke={INK} strokeWidth={0.4} />
      <ellipse cx={13} cy={15} rx={7.6} ry={5.1} fill="#e5e7eb" />
      <circle cx={6.6} cy={9.2} r={3.3} fill="#cbd5e1" />
      <ellipse cx={7.8} cy={12.3} rx={2.7} ry={2} fill="#86efac" opacity={0.85} />
      <path d="M10 13.4 Q15 11 20.2 14 Q15 17.4 10 15.2 Z" fill="#94a3b8" />
      <path d="M10.5 14.5 H15 M11 15.3 H14.5" stroke="#475569" strokeWidth={0.4} />
      <path d="M3.5 8.7 L1.4 9.7 L3.6 10.2 Z" fill="#f59e0b" />
      <circle cx={5.7} cy={8.5} r={0.75} fill={INK} />
      <path d="M11.5 19.8 V22.3 M14.5 19.8 V22.3" stroke="#ef4444" strokeWidth={0.9} strokeLinecap="round" />
    </>
  );
}

function Swallow() {
  return (
    <>
      <path
        d="M1.5 6.5 Q8 8.5 10.8 11.8 L13.2 11.8 Q16 8.5 22.5 6.5 Q18.5 12.2 14.4 14 L16.6 22 L12.7 16.8 L12 17.2 L11.3 16.8 L7.4 22 L9.6 14 Q5.5 12.2 1.5 6.5 Z"
        fill="#1e3a8a"
        stroke={CREAM}
        strokeWidth={0.7}
        strokeLinejoin="round"
      />
      <circle cx={12} cy={10.4} r={2.1} fill="#1e3a8a" stroke={CREAM} strokeWidth={0.5} />
      <circle cx={12} cy={12.2} r={0.95} fill="#ef4444" />
      <ellipse cx={12} cy={14.3} rx={1.15} ry={1.8} fill={CREAM} />
    </>
  );
}

function Shark({ body, ink }: { body: string; ink: string }) {
  return (
    <>
      <path
        d="M9 10.4 L12.2 4.4 L14.4 10.6 Z"
        fill={body}
        stroke={ink}
        strokeWidth={0.6}
        strokeLinejoin="round"
      />
      <path
        d="M1.8 13.6 C6 9.6 12 9.1 16.6 10.6 L22.4 6.8 L20.2 12.6 L22.6 18.4 L16.6 14.6 C12 16.6 6 16.6 1.8 13.6 Z"
        fill={body}
        stroke={ink}
        strokeWidth={0.6}
        strokeLinejoin="round"
      />
      <path
        d="M9.2 15.4 L8 19.2 L12.4 15.9 Z"
        fill={body}
        stroke={ink}
        strokeWidth={0.5}
        strokeLinejoin="round"
      />
      <circle cx={5.4} cy={12.3} r={0.85} fill={INK} />
      <path
        d="M8 11.9 V14.4 M9.3 11.7 V14.5 M3 14.3 Q5 15.3 7 14.6"
        stroke={ink}
        strokeWidth={0.55}
        fill="none"
        strokeLinecap="round"
      />
    </>
  );
}

/** The drawing of one sector, in a 24 × 24 box: for an <svg viewBox="0 0 24 24"> or a scaled <g>. */
export function ZooIconShapes({ sector }: { sector: ZooSector }) {
  switch (sector) {
    case 'lion':
      return <Lion />;
    case 'panda':
      return <Panda />;
    case 'monkey':
      return <Monkey />;
    case 'rabbit':
      return <Rabbit />;
    case 'eagle':
      return <Eagle />;
    case 'peacock':
      return <Peacock />;
    case 'pigeon':
      return <Pigeon />;
    case 'swallow':
      return <Swallow />;
    case 'gold-shark':
      return <Shark body="#fbbf24" ink="#78350f" />;
    case 'silver-shark':
      return <Shark body="#e2e8f0" ink="#334155" />;
  }
}

/** A sector's animal as an inline icon; decorative (the name is always written beside it). */
export function ZooIcon({ sector, className }: { sector: ZooSector; className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      className={className ? `zoo-icon ${className}` : 'zoo-icon'}
      aria-hidden="true"
      focusable="false"
      data-icon={sector}
    >
      <ZooIconShapes sector={sector} />
    </svg>
  );
}
