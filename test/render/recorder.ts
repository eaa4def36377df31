import { blankPicture, Painter, type TextStyle } from '../../src/render/paint.js';
import { SIZE } from '../../src/render/theme.js';

/** A painter that keeps every line, rounded box and string it is asked to draw, with where. */
export class Recorder extends Painter {
  readonly lines: { x1: number; y1: number; x2: number; y2: number; width: number; dash: number[] }[] = [];
  readonly boxes: { x: number; y: number; w: number; h: number; fill: string | null; stroke: string | null }[] = [];
  readonly placed: { text: string; x: number; y: number; size: number; tag: string }[] = [];

  override line(x1: number, y1: number, x2: number, y2: number, color: string, width: number, dash: number[] = []): void {
    this.lines.push({ x1, y1, x2, y2, width, dash });
    super.line(x1, y1, x2, y2, color, width, dash);
  }

  override roundRect(x: number, y: number, w: number, h: number, r: number, fill: string | null, stroke: string | null = null, lineWidth = 2, dash: number[] = []): void {
    this.boxes.push({ x, y, w, h, fill, stroke });
    super.roundRect(x, y, w, h, r, fill, stroke, lineWidth, dash);
  }

  override text(s: string, x: number, y: number, style: TextStyle): void {
    this.placed.push({ text: s, x, y, size: style.size ?? SIZE.body, tag: style.tag });
    super.text(s, x, y, style);
  }
}

/** A recorder on a blank picture `height` px tall. */
export function recorder(height: number): Recorder {
  return new Recorder(blankPicture(height).p.ctx);
}
