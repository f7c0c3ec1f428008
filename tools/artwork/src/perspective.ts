/**
 * A one-point perspective camera for flat interior illustrations. Room coordinates: X to the
 * right, Y up from the floor, Z away from the camera (metres).
 */
import { mix, n, poly } from "./svg.ts";

export type Camera = { W: number; H: number; f: number; camX: number; eye: number; horizon: number; vpX: number };

export function camera(W: number, H: number, f: number, eye = 1.3, horizonFrac = 0.48, camX = 0): Camera {
  return { W, H, f, camX, eye, horizon: H * horizonFrac, vpX: W / 2 };
}

export function proj(c: Camera, X: number, Y: number, Z: number): [number, number] {
  return [c.vpX + (c.f * (X - c.camX)) / Z, c.horizon - (c.f * (Y - c.eye)) / Z];
}

export type Shade = { front: string; top: string; side: string; bottom?: string };

export function shadeOf(colour: string, dark = "#3a3f4a"): Shade {
  return {
    front: colour,
    top: mix(colour, "#ffffff", 0.18),
    side: mix(colour, dark, 0.2),
    bottom: mix(colour, dark, 0.35),
  };
}

export type Box3 = { x0: number; x1: number; y0: number; y1: number; z0: number; z1: number };

/** The visible faces of an axis-aligned box, back faces culled. */
export function box3(c: Camera, b: Box3, s: Shade, extra: Record<string, string | number> = {}): string {
  const P = (x: number, y: number, z: number) => proj(c, x, y, z);
  let out = "";
  if (b.x0 > c.camX) {
    out += poly([P(b.x0, b.y0, b.z0), P(b.x0, b.y0, b.z1), P(b.x0, b.y1, b.z1), P(b.x0, b.y1, b.z0)], {
      fill: s.side,
      ...extra,
    });
  }
  if (b.x1 < c.camX) {
    out += poly([P(b.x1, b.y0, b.z0), P(b.x1, b.y0, b.z1), P(b.x1, b.y1, b.z1), P(b.x1, b.y1, b.z0)], {
      fill: s.side,
      ...extra,
    });
  }
  if (b.y1 < c.eye) {
    out += poly([P(b.x0, b.y1, b.z0), P(b.x1, b.y1, b.z0), P(b.x1, b.y1, b.z1), P(b.x0, b.y1, b.z1)], {
      fill: s.top,
      ...extra,
    });
  }
  if (b.y0 > c.eye) {
    out += poly([P(b.x0, b.y0, b.z0), P(b.x1, b.y0, b.z0), P(b.x1, b.y0, b.z1), P(b.x0, b.y0, b.z1)], {
      fill: s.bottom ?? s.side,
      ...extra,
    });
  }
  out += poly([P(b.x0, b.y0, b.z0), P(b.x1, b.y0, b.z0), P(b.x1, b.y1, b.z0), P(b.x0, b.y1, b.z0)], {
    fill: s.front,
    ...extra,
  });
  return out;
}

/** A quad on a plane given four room points. */
export function quad(c: Camera, pts: [number, number, number][], attrs: Record<string, string | number>): string {
  return poly(
    pts.map(([x, y, z]) => proj(c, x, y, z)),
    attrs,
  );
}

/** A horizontal ellipse (a round table top or a rug) centred at (X, Y, Z). */
export function ellipse3(c: Camera, X: number, Y: number, Z: number, rx: number, rz: number, fill: string): string {
  const steps = 28;
  const pts: [number, number][] = [];
  for (let i = 0; i < steps; i++) {
    const a = (i / steps) * Math.PI * 2;
    pts.push(proj(c, X + Math.cos(a) * rx, Y, Z + Math.sin(a) * rz));
  }
  return `<polygon points="${pts.map(([x, y]) => `${n(x)},${n(y)}`).join(" ")}" fill="${fill}"/>`;
}

export type Drawable = { z: number; svg: string };

/** Painter's order: farthest first. */
export function draw(list: Drawable[]): string {
  return [...list]
    .sort((a, b) => b.z - a.z)
    .map((d) => d.svg)
    .join("");
}
