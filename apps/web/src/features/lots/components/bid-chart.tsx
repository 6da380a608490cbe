import { formatBRL } from '@circula/domain';
import { type BidChartInput, bidChartGeometry, chartSize } from '../lib/bid-chart';

/**
 * The lot's bids as a small step chart: amount over time, soft-close extensions as dashed lines labelled by
 * how far they moved the end, and the current end. The history list below stays the detailed, accessible
 * source; the picture's name says in words what it shows. Nothing is drawn before the first bid.
 */
export function BidChart(props: BidChartInput) {
  const geometry = bidChartGeometry(props);
  if (!geometry) return null;
  const { width, height, top, bottom, left, right } = chartSize;
  const plotBottom = height - bottom;
  const last = geometry.points.at(-1)!;
  return (
    <figure className="rounded-2xl border border-line p-4" data-testid="grafico-lances">
      <figcaption className="font-semibold text-ink">Evolução dos lances</figcaption>
      <svg
        viewBox={`0 0 ${width} ${height}`}
        role="img"
        aria-label={geometry.summary}
        className="mt-2 h-auto w-full"
      >
        <line x1={left} x2={width - right} y1={plotBottom} y2={plotBottom} stroke="#dbe4e0" />
        {geometry.end ? (
          <g data-marker="encerramento">
            <title>{geometry.end.title}</title>
            <line
              x1={geometry.end.x}
              x2={geometry.end.x}
              y1={14}
              y2={plotBottom}
              stroke="#10231d"
              strokeWidth="1.5"
            />
            <text x={geometry.end.x} y={10} fontSize="10" textAnchor="end" fill="#10231d">
              {geometry.end.label}
            </text>
          </g>
        ) : null}
        {geometry.extensions.map((marker) => (
          <g key={marker.id} data-marker="prorrogacao">
            <title>{marker.title}</title>
            <line
              x1={marker.x}
              x2={marker.x}
              y1={top - 8}
              y2={plotBottom}
              stroke="#b45309"
              strokeDasharray="3 3"
            />
          </g>
        ))}
        {geometry.extensionLabels.map((label) => (
          <text
            key={label.x}
            x={label.x}
            y={top - 12}
            fontSize="10"
            textAnchor={label.x > width - 60 ? 'end' : label.x < left + 40 ? 'start' : 'middle'}
            fill="#92400e"
            data-marker-label="prorrogacao"
          >
            {label.text}
          </text>
        ))}
        {geometry.wait ? (
          <g data-marker="espera">
            <title>O lance atual vale até o encerramento</title>
            <line
              x1={geometry.wait.x1}
              x2={geometry.wait.x2}
              y1={geometry.wait.y}
              y2={geometry.wait.y}
              stroke="#086b50"
              strokeWidth="2"
              strokeDasharray="2 4"
            />
            <path
              d={`M ${geometry.wait.x1 + 18} ${geometry.wait.y + 7} l 5 -14 M ${geometry.wait.x1 + 25} ${geometry.wait.y + 7} l 5 -14`}
              stroke="#4b5d57"
              strokeWidth="1.5"
              fill="none"
            />
          </g>
        ) : null}
        <path d={geometry.path} fill="none" stroke="#086b50" strokeWidth="2" strokeLinejoin="round" />
        {geometry.points.map((point) => (
          <circle key={point.sequence} cx={point.x} cy={point.y} r="2.5" fill="#086b50" />
        ))}
        <text
          x={Math.max(last.x, left + 70)}
          y={Math.max(last.y - 7, top + 8)}
          fontSize="10"
          textAnchor="end"
          fill="#0a5541"
          fontWeight="600"
        >
          {formatBRL(last.amountCents)}
        </text>
        <text x={left} y={height - 8} fontSize="10" fill="#4b5d57">
          {geometry.firstLabel}
        </text>
      </svg>
      <p className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-muted text-xs">
        <span className="flex items-center gap-1.5">
          <span aria-hidden className="inline-block h-0.5 w-4 bg-brand-700" /> Lance atual ao longo do tempo
        </span>
        {geometry.extensions.length > 0 ? (
          <span className="flex items-center gap-1.5">
            <span aria-hidden className="inline-block h-3 w-0 border-amber-700 border-l border-dashed" />{' '}
            Prorrogação
          </span>
        ) : null}
        <span>Horário de Brasília</span>
      </p>
    </figure>
  );
}
