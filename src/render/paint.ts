import { createCanvas, type Canvas, type SKRSContext2D } from '@napi-rs/canvas';
import { ensureFonts, font } from './fonts.js';
import { COLOR, SIZE, WIDTH } from './theme.js';

/** One string that reached the picture, with the part of the picture that drew it. */
export interface DrawnText {
  text: string;
  /** Which element drew it (`space:cave`, `path:3`, `legend`...), for the hidden-facts tests. */
  tag: string;
  /** Font size in px it was drawn at (for the legibility test: nothing below SIZE.small). */
  size: number;
}

/**
 * One chip, badge or token that reached the picture: the box its whole drawn shape (a shield's
 * point, a minion stack's second square, a diamond's tips...) fits in, for the layout tests.
 */
export interface DrawnPiece {
  kind: string;
  label: string;
  /** Which element drew it (`space:cave`, `legend`, `footer`...). */
  tag: string;
  x: number;
  y: number;
  w: number;
  h: number;
}

export interface TextStyle {
  size?: number;
  weight?: 400 | 700;
  color?: string;
  align?: 'left' | 'right' | 'center';
  baseline?: 'alphabetic' | 'middle' | 'top' | 'bottom';
  tag: string;
}

/** A drawn (not yet encoded) picture and every string drawn on it. */
export interface Drawing {
  canvas: Canvas;
  texts: DrawnText[];
  pieces: DrawnPiece[];
}

/**
 * The only way text reaches the canvas: every string drawn is recorded in `log`, so tests can
 * prove the picture shows nothing but the public view.
 */
export class Painter {
  readonly log: DrawnText[] = [];
  /** Every chip drawn (drawChip records it), with the box of its shape. */
  readonly pieces: DrawnPiece[] = [];

  constructor(readonly ctx: SKRSContext2D) {}

  /** Draws one line of text and records it. */
  text(line: string, anchorX: number, anchorY: number, style: TextStyle): void {
    if (line === '') return;
    const ctx = this.ctx;
    const size = style.size ?? SIZE.body;
    ctx.font = font(size, style.weight ?? 400);
    ctx.fillStyle = style.color ?? COLOR.text;
    ctx.textAlign = style.align ?? 'left';
    ctx.textBaseline = style.baseline ?? 'alphabetic';
    ctx.fillText(line, anchorX, anchorY);
    this.log.push({ text: line, tag: style.tag, size });
  }

  /** Records a chip drawn in this box (drawChip calls it; it draws nothing). */
  piece(drawn: DrawnPiece): void {
    this.pieces.push(drawn);
  }

  /** Width of a string in the bundled font. */
  measure(text: string, size: number = SIZE.body, weight: 400 | 700 = 400): number {
    this.ctx.font = font(size, weight);
    return this.ctx.measureText(text).width;
  }

  /** Shortens a string with an ellipsis until it fits `maxWidth`. */
  fit(text: string, maxWidth: number, size: number = SIZE.body, weight: 400 | 700 = 400): string {
    if (this.measure(text, size, weight) <= maxWidth) return text;
    let cut = text.length - 1;
    while (cut > 1 && this.measure(`${text.slice(0, cut).trimEnd()}…`, size, weight) > maxWidth) cut -= 1;
    return `${text.slice(0, cut).trimEnd()}…`;
  }

  /** Breaks a string into lines no wider than `maxWidth` (a single over-long word is shortened). */
  wrap(text: string, maxWidth: number, size: number = SIZE.body, weight: 400 | 700 = 400): string[] {
    const lines: string[] = [];
    let line = '';
    for (const word of text.split(/\s+/).filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word;
      if (!line || this.measure(candidate, size, weight) <= maxWidth) line = candidate;
      else {
        lines.push(line);
        line = word;
      }
    }
    if (line) lines.push(line);
    return lines.map((l) => this.fit(l, maxWidth, size, weight));
  }

  roundRect(left: number, top: number, width: number, height: number, radius: number, fill: string | null, stroke: string | null = null, lineWidth = 2, dash: number[] = []): void {
    const ctx = this.ctx;
    ctx.beginPath();
    ctx.roundRect(left, top, width, height, radius);
    if (fill) {
      ctx.fillStyle = fill;
      ctx.fill();
    }
    if (stroke) {
      ctx.setLineDash(dash);
      ctx.strokeStyle = stroke;
      ctx.lineWidth = lineWidth;
      ctx.stroke();
      ctx.setLineDash([]);
    }
  }

  circle(cx: number, cy: number, radius: number, fill: string | null, stroke: string | null = null, lineWidth = 2): void {
    const ctx = this.ctx;
    ctx.beginPath();
    ctx.arc(cx, cy, radius, 0, Math.PI * 2);
    this.paintPath(fill, stroke, lineWidth);
  }

  /** A closed polygon through the given points. */
  polygon(points: readonly (readonly [number, number])[], fill: string | null, stroke: string | null = null, lineWidth = 2): void {
    const ctx = this.ctx;
    ctx.beginPath();
    points.forEach(([x, y], i) => (i === 0 ? ctx.moveTo(x, y) : ctx.lineTo(x, y)));
    ctx.closePath();
    this.paintPath(fill, stroke, lineWidth);
  }

  /** Fills and/or strokes the current path. */
  private paintPath(fill: string | null, stroke: string | null, lineWidth: number): void {
    const ctx = this.ctx;
    if (fill) {
      ctx.fillStyle = fill;
      ctx.fill();
    }
    if (stroke) {
      ctx.strokeStyle = stroke;
      ctx.lineWidth = lineWidth;
      ctx.stroke();
    }
  }

  line(x1: number, y1: number, x2: number, y2: number, color: string, width: number, dash: number[] = []): void {
    const ctx = this.ctx;
    ctx.beginPath();
    ctx.setLineDash(dash);
    ctx.moveTo(x1, y1);
    ctx.lineTo(x2, y2);
    ctx.strokeStyle = color;
    ctx.lineWidth = width;
    ctx.stroke();
    ctx.setLineDash([]);
  }

  /** A closed padlock (Locked), drawn as a shape so it needs no glyph. */
  padlock(left: number, top: number, size: number, color: string): void {
    const ctx = this.ctx;
    const bodyH = size * 0.6;
    ctx.beginPath();
    ctx.arc(left + size / 2, top + size * 0.42, size * 0.26, Math.PI, 0);
    ctx.strokeStyle = color;
    ctx.lineWidth = Math.max(2, size * 0.12);
    ctx.stroke();
    this.roundRect(left + size * 0.12, top + size - bodyH, size * 0.76, bodyH, 3, color);
  }

  /** A check mark (Unlocked, success), drawn as a shape. */
  check(left: number, top: number, size: number, color: string): void {
    const ctx = this.ctx;
    ctx.beginPath();
    ctx.moveTo(left + size * 0.12, top + size * 0.55);
    ctx.lineTo(left + size * 0.4, top + size * 0.82);
    ctx.lineTo(left + size * 0.9, top + size * 0.2);
    ctx.strokeStyle = color;
    ctx.lineWidth = Math.max(3, size * 0.16);
    ctx.lineCap = 'round';
    ctx.lineJoin = 'round';
    ctx.stroke();
    ctx.lineCap = 'butt';
    ctx.lineJoin = 'miter';
  }
}

/** A picture WIDTH wide and `height` tall, filled with the background colour, and its painter. */
export function blankPicture(height: number): { canvas: Canvas; p: Painter } {
  ensureFonts();
  const canvas = createCanvas(WIDTH, height);
  const p = new Painter(canvas.getContext('2d'));
  p.ctx.fillStyle = COLOR.background;
  p.ctx.fillRect(0, 0, WIDTH, height);
  return { canvas, p };
}

let measurer: Painter | null = null;

/** Only measures text: sizes a section before the picture's height is known. */
export function measuring(): Painter {
  ensureFonts();
  measurer ??= new Painter(createCanvas(1, 1).getContext('2d'));
  return measurer;
}
